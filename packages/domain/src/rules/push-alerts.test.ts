import { describe, expect, it } from 'vitest'
import type { LiveEvent } from '../schemas/live.ts'
import { alertOfLiveEvent, isPushEndpointAllowed, pushTopic, soonAlertKey, unitInvolvesFollows } from './push-alerts.ts'

describe('alertOfLiveEvent', () => {
  const unit = (payload: Record<string, unknown>, kind = 'unit', id = 7) =>
    ({ id, at: '2026-07-14T12:00:00Z', kind, payload }) as LiveEvent

  it('announces a start once per unit, whatever the version', () => {
    const a = alertOfLiveEvent(unit({ unitCode: 'U1', scheduleStatus: 'RUNNING', version: 2 }))
    const b = alertOfLiveEvent(unit({ unitCode: 'U1', scheduleStatus: 'RUNNING', version: 3 }))
    expect(a).toEqual({ kind: 'started', unitCode: 'U1', key: 'started:U1' })
    expect(b?.key).toBe(a?.key)
  })

  it('announces an official result once per version, from a status change or new results', () => {
    expect(
      alertOfLiveEvent(unit({ unitCode: 'U1', scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL', version: 9 })),
    ).toEqual({
      kind: 'result',
      unitCode: 'U1',
      key: 'result:U1:9',
    })
    expect(alertOfLiveEvent(unit({ unitCode: 'U1', resultStatus: 'OFFICIAL', version: 10 }, 'result'))?.key).toBe(
      'result:U1:10',
    )
  })

  it('announces a correction once, instead of the official result its writes carry', () => {
    expect(alertOfLiveEvent(unit({ unitCode: 'U1', correctionId: 5, kind: 'corrected' }, 'correction'))).toEqual({
      kind: 'corrected',
      unitCode: 'U1',
      key: 'corrected:5',
    })
    expect(
      alertOfLiveEvent(unit({ unitCode: 'U1', resultStatus: 'OFFICIAL', version: 11, correction: true }, 'result')),
    ).toBeNull()
  })

  it('stays quiet on live intermediate results, schedule edits and other kinds', () => {
    expect(
      alertOfLiveEvent(unit({ unitCode: 'U1', scheduleStatus: 'RUNNING', resultStatus: 'LIVE' }, 'result')),
    ).toBeNull()
    expect(alertOfLiveEvent(unit({ unitCode: 'U1', scheduleStatus: 'SCHEDULED' }))).toBeNull()
    expect(alertOfLiveEvent(unit({ id: 3 }, 'settings'))).toBeNull()
    expect(alertOfLiveEvent(unit({ scheduleStatus: 'RUNNING' }))).toBeNull()
  })

  it('announces medallists per journal event, not their withdrawal', () => {
    expect(alertOfLiveEvent(unit({ unitCode: 'U1', medallists: 3 }, 'medal', 41))).toEqual({
      kind: 'medal',
      unitCode: 'U1',
      key: 'medal:41',
    })
    expect(alertOfLiveEvent(unit({ unitCode: 'U1', medallists: 0 }, 'medal', 42))).toBeNull()
  })

  it('announces a broken record once per unit, event and kind; a restored or imported record says nothing', () => {
    const broken = (mark: string, id: number) =>
      alertOfLiveEvent(
        unit({ eventCode: 'SWM-100FR-M', unitCode: 'U1', kind: 'GR', mark, change: 'broken' }, 'record', id),
      )
    expect(broken('59.10', 20)).toEqual({
      kind: 'record',
      unitCode: 'U1',
      key: 'record:U1:SWM-100FR-M:GR',
      record: { eventCode: 'SWM-100FR-M', kind: 'GR' },
    })
    // A corrected mark that still beats the record is the same record set: the same key, claimed once.
    expect(broken('59.05', 21)?.key).toBe(broken('59.10', 20)?.key)
    const wr = alertOfLiveEvent(
      unit({ eventCode: 'SWM-100FR-M', unitCode: 'U1', kind: 'WR', mark: '59.10', change: 'broken' }, 'record'),
    )
    expect(wr?.key).toBe('record:U1:SWM-100FR-M:WR')
    expect(alertOfLiveEvent(unit({ eventCode: 'E', unitCode: 'U1', kind: 'GR', change: 'restored' }, 'record'))).toBe(
      null,
    )
    expect(alertOfLiveEvent(unit({ eventCode: 'E', change: 'imported' }, 'record'))).toBeNull()
  })

  it('keys the soon alert by lead time', () => {
    expect(soonAlertKey('U1', 15)).not.toBe(soonAlertKey('U1', 30))
  })
})

describe('unitInvolvesFollows', () => {
  const targets = {
    disciplineCode: 'ATH',
    athletes: new Set(['A1']),
    teams: new Set(['T1']),
    delegations: new Set(['BRA']),
  }
  it.each([
    [{ kind: 'discipline', code: 'ATH' }, true],
    [{ kind: 'discipline', code: 'SWM' }, false],
    [{ kind: 'athlete', code: 'A1' }, true],
    [{ kind: 'athlete', code: 'A2' }, false],
    [{ kind: 'team', code: 'T1' }, true],
    [{ kind: 'delegation', code: 'BRA' }, true],
    [{ kind: 'delegation', code: 'ARG' }, false],
  ] as const)('%o → %s', (follow, expected) => {
    expect(unitInvolvesFollows(targets, [follow])).toBe(expected)
  })
  it('is false with no follows', () => {
    expect(unitInvolvesFollows(targets, [])).toBe(false)
  })
})

describe('isPushEndpointAllowed', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://web.push.apple.com/QGx', true],
    ['https://updates.push.services.mozilla.com/wpush/v2/x', true],
    ['https://wns2-par02p.notify.windows.com/w/?token=x', true],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://evil.example/fcm.googleapis.com', false],
    ['https://push.apple.com.evil.example/x', false],
    ['https://user:pw@fcm.googleapis.com/x', false],
    ['http://127.0.0.1:9999/push/1', false],
    ['not a url', false],
  ])('%s → %s', (endpoint, expected) => {
    expect(isPushEndpointAllowed(endpoint)).toBe(expected)
  })
  it('admits the origins the operator lists, exactly', () => {
    expect(isPushEndpointAllowed('http://127.0.0.1:9999/push/1', ['http://127.0.0.1:9999'])).toBe(true)
    expect(isPushEndpointAllowed('http://127.0.0.1:9998/push/1', ['http://127.0.0.1:9999'])).toBe(false)
  })
})

describe('pushTopic', () => {
  it('is short, URL-safe, stable and differs between units', () => {
    const topic = pushTopic('ATHM400M----------------FNL-000100--')
    expect(topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
    expect(pushTopic('ATHM400M----------------FNL-000100--')).toBe(topic)
    expect(pushTopic('ATHM400M----------------FNL-000200--')).not.toBe(topic)
  })
})
