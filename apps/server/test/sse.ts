import type { AddressInfo } from 'node:net'
import { createPodiumServer } from '../src/http/node-server.ts'

/**
 * Serves an app on a free loopback port as the real server does, hot-read lane included (SSE needs a real socket to
 * stream).
 */
export async function serveForTest(
  app: Parameters<typeof createPodiumServer>[0],
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createPodiumServer(app, '127.0.0.1')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}

/** Waits until `condition` holds, checking every `everyMs` (rejects after `timeoutMs`): no fixed sleeps in tests. */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** A small Server-Sent Events reader for tests: collects frames from a real HTTP response. */
export interface SseMessage {
  id?: string
  event: string
  data: string
}

export interface SseConnection {
  messages: SseMessage[]
  comments: string[]
  status: number
  /** Characters received so far (the frames are ASCII JSON here, so bytes). */
  received(): number
  /** Resolves when a message matching the predicate has arrived (or rejects after the timeout). */
  waitFor(predicate: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>
  close(): void
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  const controller = new AbortController()
  const res = await fetch(url, { headers: { Accept: 'text/event-stream', ...headers }, signal: controller.signal })
  const messages: SseMessage[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  let received = 0
  ;(async () => {
    try {
      for (;;) {
        const chunk = await reader?.read()
        if (!chunk || chunk.done) break
        buffer += chunk.value
        received += chunk.value.length
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const message: SseMessage = { event: 'message', data: '' }
          let hasField = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim())
            else if (line.startsWith('id: ')) message.id = line.slice(4)
            else if (line.startsWith('event: ')) message.event = line.slice(7)
            else if (line.startsWith('data: ')) message.data += line.slice(6)
            else continue
            if (!line.startsWith(':')) hasField = true
          }
          if (hasField && message.data) messages.push(message)
          for (const wake of waiters) wake()
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted
    }
  })()
  return {
    messages,
    comments,
    status: res.status,
    received: () => received,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate)
          if (found) {
            waiters.delete(check)
            clearTimeout(timer)
            resolve(found)
          }
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`no matching SSE message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`))
        }, timeoutMs)
        waiters.add(check)
        check()
      })
    },
    close: () => controller.abort(),
  }
}
