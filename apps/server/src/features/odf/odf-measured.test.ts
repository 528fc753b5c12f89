/**
 * DT_RESULT's timed and measured detail (issue 38, decision 091, docs/odf.md): a swimming heat's reaction times,
 * 50 m splits and games-record indicator become its rows' `detail`, read back from the public unit.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { UnitDetail } from '@podium/domain'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { measuredDetailOf } from './odf.result-measured.ts'

let t: TestApp
const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')
const HEAT2 = 'SWMW100MFR------------HEAT000200--'
const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

beforeAll(async () => {
  t = await createTestApp()
  const dir = join(FIXTURES, 'games')
  const files = Object.fromEntries(
    readdirSync(dir).map((name) => [name, new TextEncoder().encode(readFileSync(join(dir, name), 'utf8'))]),
  )
  const res = await t.request('/api/v1/admin/import?replaceDemo=true', {
    method: 'POST',
    headers: { ...admin, 'Content-Type': 'application/zip' },
    body: zipSync(files),
  })
  if (res.status !== 200) throw new Error(`the RSC games bundle was refused: ${await res.text()}`)
})
afterAll(() => t.close())

describe('DT_RESULT ExtendedResults', () => {
  it('reads attempts with their wind and a high-jump card', () => {
    expect(
      measuredDetailOf({
        ExtendedResults: {
          ExtendedResult: [
            { Type: 'ER', Code: 'ATTEMPT', Pos: '1', Value: '7.85', Wind: '+2.3' },
            { Type: 'ER', Code: 'ATTEMPT', Pos: '2', Value: 'x' },
          ],
        },
      }),
    ).toEqual({ attempts: [{ mark: '7.85', wind: '+2.3' }, { mark: 'x' }] })
    expect(
      measuredDetailOf({
        ExtendedResults: { ExtendedResult: { Type: 'ER', Code: 'ATTEMPT', Pos: '2.01', Value: 'XO' } },
      }),
    ).toEqual({ attempts: [{ height: '2.01', tries: 'xo' }] })
    expect(measuredDetailOf({})).toBeUndefined()
  })

  it('a swimming heat: reaction times, splits and the games record reach the public unit', async () => {
    const xml = readFileSync(join(FIXTURES, 'result-swimming-heat-splits.xml'), 'utf8')
    const res = await t.request('/api/v1/odf', {
      method: 'POST',
      headers: { ...admin, 'Content-Type': 'application/xml' },
      body: xml,
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ documentCode: HEAT2, applied: true })
    await vi.waitFor(async () => {
      const unit = (await (await t.request(`/api/v1/units/${encodeURIComponent(HEAT2)}`)).json()) as UnitDetail
      expect(unit.results.map((r) => r.detail ?? null)).toEqual([
        { reactionTime: '0.64', splits: [{ at: '50m', time: '25.02', rank: 1 }], records: ['GR'] },
        { reactionTime: '0.69', splits: [{ at: '50m', time: '25.40', rank: 2 }] },
        null,
        null,
      ])
    })
  })
})
