/** Phase and unit names in the four languages. */
import type { LocalizedText } from '@podium/domain'
import { lt } from './text.ts'

export type PhaseKey = 'HEAT' | 'SEMI' | 'FNL' | 'QUAL' | 'RANK' | 'POOL' | 'R16' | 'QFNL' | 'REP' | 'BRNZ'

export const PHASE_INFO: Record<PhaseKey, { names: LocalizedText; type: string }> = {
  HEAT: { names: lt('Eliminatórias', 'Heats', 'Series', 'Seriyalar'), type: 'heat' },
  SEMI: { names: lt('Meias-finais', 'Semi-finals', 'Semifinales', 'Yarımfinallar'), type: 'semifinal' },
  FNL: { names: lt('Final', 'Final', 'Final', 'Final'), type: 'final' },
  QUAL: { names: lt('Qualificação', 'Qualification', 'Clasificación', 'Seçmə mərhələsi'), type: 'qualification' },
  RANK: {
    names: lt('Ronda de classificação', 'Ranking Round', 'Ronda de clasificación', 'Reytinq raundu'),
    type: 'qualification',
  },
  POOL: { names: lt('Grupo', 'Pool', 'Grupo', 'Qrup'), type: 'pool' },
  R16: { names: lt('Oitavos de final', 'Round of 16', 'Octavos de final', '1/8 final'), type: 'round-of-16' },
  QFNL: { names: lt('Quartos de final', 'Quarter-finals', 'Cuartos de final', '1/4 final'), type: 'quarterfinal' },
  REP: { names: lt('Repescagem', 'Repechage', 'Repesca', 'Təsəlli görüşləri'), type: 'repechage' },
  BRNZ: { names: lt('Medalha de bronze', 'Bronze Medal', 'Medalla de bronce', 'Bürünc medal'), type: 'bronze' },
}

export const poolNames = (letter: string) =>
  lt(`Grupo ${letter}`, `Pool ${letter}`, `Grupo ${letter}`, `${letter} qrupu`)

export const heatName = (n: number) => lt(`Eliminatória ${n}`, `Heat ${n}`, `Serie ${n}`, `Seriya ${n}`)
export const semiName = (n: number) => lt(`Meia-final ${n}`, `Semi-final ${n}`, `Semifinal ${n}`, `Yarımfinal ${n}`)
export const FINAL_NAME = lt('Final', 'Final', 'Final', 'Final')
export const groupName = (letter: string) =>
  lt(
    `Qualificação – Grupo ${letter}`,
    `Qualification – Group ${letter}`,
    `Clasificación – Grupo ${letter}`,
    `Seçmə – ${letter} qrupu`,
  )
export const subdivisionName = (n: number) =>
  lt(
    `Qualificação – Subdivisão ${n}`,
    `Qualification – Subdivision ${n}`,
    `Clasificación – Subdivisión ${n}`,
    `Seçmə – altqrup ${n}`,
  )
export const pursuitHeatName = (n: number) =>
  lt(`Qualificação – Série ${n}`, `Qualifying – Heat ${n}`, `Clasificación – Serie ${n}`, `Seçmə – seriya ${n}`)
export const PURSUIT_BRONZE = lt('Final pelo bronze', 'Bronze Final', 'Final por el bronce', 'Bürünc medal finalı')

/** "Pool A – Game 3", "Quarter-final – Contest 2". */
export function matchName(phase: LocalizedText, noun: LocalizedText, n: number): LocalizedText {
  return lt(
    `${phase.pt} – ${noun.pt} ${n}`,
    `${phase.en} – ${noun.en} ${n}`,
    `${phase.es} – ${noun.es} ${n}`,
    `${phase.az} – ${noun.az} ${n}`,
  )
}

export const QUARTER_FINAL = lt('Quartos de final', 'Quarter-final', 'Cuartos de final', '1/4 final')
export const repechageName = (n: number) =>
  lt(`Repescagem ${n}`, `Repechage ${n}`, `Repesca ${n}`, `Təsəlli görüşü ${n}`)

export function bronzeName(noun: LocalizedText, n: number | null): LocalizedText {
  const suffix = n === null ? '' : ` ${n}`
  return lt(
    `${noun.pt} pela medalha de bronze${suffix}`,
    `Bronze Medal ${noun.en}${suffix}`,
    `${noun.es} por la medalla de bronce${suffix}`,
    `Bürünc medal uğrunda ${noun.az.toLowerCase()}${suffix}`,
  )
}

export function goldName(noun: LocalizedText): LocalizedText {
  return lt(
    `${noun.pt} pela medalha de ouro`,
    `Gold Medal ${noun.en}`,
    `${noun.es} por la medalla de oro`,
    `Qızıl medal uğrunda ${noun.az.toLowerCase()}`,
  )
}
