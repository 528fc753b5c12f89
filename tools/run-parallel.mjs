#!/usr/bin/env node
/**
 * Runs shell commands side by side, at most PARALLEL at a time (default 2: the CI machine has two cores), in the
 * order given (put the longest first). Each command's output is printed whole when it ends, under its name and
 * time, so two logs never interleave. Exits non-zero if any command failed; all of them still run to the end.
 *
 *   node tools/run-parallel.mjs "tsc -p apps/server" "tsc -p apps/web"
 */
import { spawn } from 'node:child_process'

const commands = process.argv.slice(2)
const limit = Math.max(1, Number(process.env.PARALLEL ?? 2) || 2)
let next = 0
let failed = 0

function run(command) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const status = code === 0 ? 'ok' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`\n--- ${command}: ${status} in ${seconds}s\n`)
      process.stdout.write(Buffer.concat(output))
      if (code !== 0) failed++
      resolve()
    })
  })
}

async function lane() {
  while (next < commands.length) await run(commands[next++])
}

await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, lane))
if (failed > 0) {
  process.stderr.write(`\n${failed} of ${commands.length} commands failed\n`)
  process.exit(1)
}
