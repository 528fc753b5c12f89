/**
 * The follows of a signed-out visitor or a guest, kept on this device (decision 054). The one module that reads and
 * writes them: after a login they are uploaded once and cleared, and the account's follows are the truth.
 */
import { FOLLOW_KINDS, type Follow, MAX_FOLLOWS } from '@podium/domain'
import { rememberedChoice } from '../../lib/remembered-choice.ts'

const CODE = /^[A-Za-z0-9_.-]{1,40}$/

function parse(stored: string | null): Follow[] {
  if (!stored) return []
  try {
    const raw: unknown = JSON.parse(stored)
    if (!Array.isArray(raw)) return []
    return raw
      .filter(
        (f): f is Follow =>
          typeof f === 'object' &&
          f !== null &&
          (FOLLOW_KINDS as readonly unknown[]).includes((f as Follow).kind) &&
          typeof (f as Follow).code === 'string' &&
          CODE.test((f as Follow).code),
      )
      .map((f) => ({ kind: f.kind, code: f.code }))
      .slice(0, MAX_FOLLOWS)
  } catch {
    return []
  }
}

export const deviceFollows = rememberedChoice<Follow[]>('podiumFollows', parse, JSON.stringify)
