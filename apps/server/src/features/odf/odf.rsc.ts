/**
 * The ODF results system code (RSC): 34 characters, dash-padded, read left to right as discipline (3), gender (1),
 * event (18), phase (4) and unit (8). `TRU-IHO-------------------3D------` is a unit; the same code cut after the
 * event and padded with dashes is its event (`SWMW100MFR------------------------`), after the discipline its
 * discipline document (`SWM-------------------------------`). Podium keeps no RSC column: a games imported with RSC
 * codes (units.csv, events.csv: the key columns take 34 characters) is found by its codes (docs/odf.md).
 */
export const RSC_LENGTH = 34

const RSC = /^[A-Z0-9][A-Z0-9-]{33}$/

export interface Rsc {
  code: string
  /** The first 3 characters, e.g. `SWM`; `---` for a competition-wide document. */
  discipline: string | null
  gender: string | null
  /** The event's RSC (34 characters, dash-padded), when the code reaches the event. */
  event: string | null
  /** The phase's RSC, when the code reaches the phase. */
  phase: string | null
  /** The unit's RSC (the code itself), when the code names a unit. */
  unit: string | null
}

const blank = (part: string) => /^-*$/.test(part)
const cut = (code: string, end: number) => code.slice(0, end).padEnd(RSC_LENGTH, '-')

export const isRsc = (code: string) => code.length === RSC_LENGTH && RSC.test(code)

/** Reads a 34-character RSC; null when the text is not one. An all-dash code is the whole competition. */
export function readRsc(code: string): Rsc | null {
  if (code === '-'.repeat(RSC_LENGTH)) {
    return { code, discipline: null, gender: null, event: null, phase: null, unit: null }
  }
  if (!isRsc(code)) return null
  const gender = code.slice(3, 4)
  const event = code.slice(4, 22)
  const phase = code.slice(22, 26)
  const unit = code.slice(26, 34)
  const reachesEvent = !blank(gender) || !blank(event) || !blank(phase) || !blank(unit)
  return {
    code,
    discipline: code.slice(0, 3),
    gender: blank(gender) ? null : gender,
    event: reachesEvent ? cut(code, 22) : null,
    phase: !blank(phase) || !blank(unit) ? cut(code, 26) : null,
    unit: blank(unit) ? null : code,
  }
}
