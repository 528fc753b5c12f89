/**
 * Each sport's own words for its play-by-play (issue 38, decision 090): an action code read with the discipline
 * gives the translation key to show, so a judo penalty reads "Shido" and its disqualification "Hansoku-make" (judo has
 * no red card), a table tennis game is a game and a volleyball set a set. Keys live in the web's locale files:
 * `sportMatch.words.*` for a sport's own word, `sportMatch.actions.*` for the new kinds, `unit.actions.*` for the spec's.
 */
import { PLAY_BY_PLAY_ACTIONS } from '../codes/play-by-play.ts'

/** The words a sport uses instead of the general label, by discipline then action. */
const SPORT_WORDS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  VVO: { 'set-won': 'setWon', 'period-start': 'setStart', 'period-end': 'setWon', challenge: 'videoChallenge' },
  VBV: { 'set-won': 'setWon', 'period-start': 'setStart', 'period-end': 'setWon', challenge: 'videoChallenge' },
  TTE: { 'set-won': 'gameWon', 'period-start': 'gameStart', 'period-end': 'gameWon' },
  BDM: { 'set-won': 'gameWon', 'period-start': 'gameStart', 'period-end': 'gameWon', 'service-fault': 'serviceFault' },
  BKB: { 'period-start': 'quarterStart', 'period-end': 'quarterEnd', 'penalty-scored': 'freeThrowMade' },
  HBL: {
    'period-end': 'halfEnd',
    'period-start': 'halfStart',
    suspension: 'twoMinutes',
    'penalty-scored': 'sevenMetreGoal',
    'penalty-missed': 'sevenMetreMissed',
    'penalty-awarded': 'sevenMetreAwarded',
  },
  FBL: { 'period-end': 'halfEnd', 'period-start': 'halfStart' },
  JUD: {
    warning: 'shido',
    'red-card': 'hansokuMake',
    submission: 'ipponSubmission',
    'points-scored': 'wazaAri',
    'period-start': 'hajime',
    'period-end': 'soremade',
    'golden-score': 'goldenScore',
  },
  TKW: {
    warning: 'gamJeom',
    'penalty-awarded': 'gamJeom',
    'period-start': 'roundStart',
    'period-end': 'roundWon',
    'set-won': 'roundWon',
    challenge: 'videoReplay',
  },
  WRE: {
    warning: 'caution',
    'penalty-awarded': 'passivityPoint',
    submission: 'fall',
    'period-start': 'periodStart',
    'period-end': 'periodEnd',
    challenge: 'challengeWrestling',
  },
  FEN: { 'points-scored': 'touch', 'period-start': 'periodStart', 'period-end': 'periodEnd' },
  KTE: { warning: 'chui', 'points-scored': 'points' },
}

/** The sport-independent word of each new action kind (`sportMatch.words.*`), used when the sport has none. */
const COMMON_WORDS: Readonly<Record<string, string>> = {
  'period-start': 'periodStart',
  'period-end': 'periodEnd',
  'set-won': 'setWon',
  timeout: 'timeout',
  challenge: 'challenge',
  ace: 'ace',
  'service-fault': 'serviceFault',
  suspension: 'suspension',
  'points-scored': 'points',
  touch: 'touch',
  ippon: 'ippon',
  'waza-ari': 'wazaAri',
  shido: 'shido',
  'hansoku-make': 'hansokuMake',
  'golden-score': 'goldenScore',
  fall: 'fall',
  passivity: 'passivity',
}

const SPEC_ACTIONS = new Set<string>(PLAY_BY_PLAY_ACTIONS.slice(0, PLAY_BY_PLAY_ACTIONS.indexOf('others') + 1))

/**
 * The translation key of an action in a sport, or null when the action is not one Podium knows (the web then shows
 * the entry's own description). `others` is null too: an unnamed moment is told by its description, not "Other".
 */
export function playByPlayWordKey(disciplineCode: string | null | undefined, action: string): string | null {
  const own = disciplineCode ? SPORT_WORDS[disciplineCode]?.[action] : undefined
  if (own) return `sportMatch.words.${own}`
  const common = COMMON_WORDS[action]
  if (common) return `sportMatch.words.${common}`
  if (action === 'others') return null
  return SPEC_ACTIONS.has(action) ? `unit.actions.${action}` : null
}

/** Every `sportMatch.words.*` key the table can give (the locale test checks each has a translation). */
export const PLAY_BY_PLAY_WORDS: readonly string[] = [
  ...new Set([...Object.values(SPORT_WORDS).flatMap((w) => Object.values(w)), ...Object.values(COMMON_WORDS)]),
].sort()
