import { type Locale, type PushMessageKind, type ResultSummary, resultSummaryText } from '@podium/domain'
import { DECISION_WORDS } from './push-summary-words.ts'

/** What an alert says, in the subscriber's language (the web's locale files do not reach the server). */
interface AlertWords {
  soon: (minutes: number) => string
  started: string
  result: string
  medal: string
  /** An official result corrected or withdrawn (decision 086). */
  corrected: string
  /** The body of a result or medal alert while the spoiler shield is on: that there is one, not what it is. */
  hidden: string
  winner: (name: string) => string
  medallists: string
  /** A record broken (decision 094): "New games record", or the kind's code when it has no name here. */
  record: (kind: string) => string
}

/** The record kinds an alert names in words; any other kind is said by its code. */
const RECORD_NAMES: Record<Locale, Record<string, string>> = {
  pt: { GR: 'dos Jogos', WR: 'mundial', OR: 'olímpico', CR: 'continental', NR: 'nacional', JR: 'júnior' },
  en: { GR: 'games', WR: 'world', OR: 'Olympic', CR: 'continental', NR: 'national', JR: 'junior' },
  es: { GR: 'de los Juegos', WR: 'mundial', OR: 'olímpico', CR: 'continental', NR: 'nacional', JR: 'júnior' },
  az: { GR: 'Oyunlar', WR: 'dünya', OR: 'olimpiya', CR: 'qitə', NR: 'milli', JR: 'gənclər' },
}

const WORDS: Record<Locale, AlertWords> = {
  pt: {
    soon: (n) => `Começa dentro de ${n} min`,
    started: 'Começou',
    result: 'Resultado oficial',
    medal: 'Medalhas atribuídas',
    corrected: 'Resultado corrigido',
    hidden: 'Toque para ver (escudo anti-spoiler ligado)',
    winner: (name) => `1.º ${name}`,
    medallists: 'Pódio',
    record: (kind) => (RECORD_NAMES.pt[kind] ? `Novo recorde ${RECORD_NAMES.pt[kind]}` : `Novo recorde (${kind})`),
  },
  en: {
    soon: (n) => `Starts in ${n} min`,
    started: 'Started',
    result: 'Official result',
    medal: 'Medals awarded',
    corrected: 'Result corrected',
    hidden: 'Tap to see (spoiler shield on)',
    winner: (name) => `1st ${name}`,
    medallists: 'Podium',
    record: (kind) => (RECORD_NAMES.en[kind] ? `New ${RECORD_NAMES.en[kind]} record` : `New record (${kind})`),
  },
  es: {
    soon: (n) => `Empieza en ${n} min`,
    started: 'Ha empezado',
    result: 'Resultado oficial',
    medal: 'Medallas entregadas',
    corrected: 'Resultado corregido',
    hidden: 'Toca para ver (escudo antispoiler activado)',
    winner: (name) => `1.º ${name}`,
    medallists: 'Podio',
    record: (kind) => (RECORD_NAMES.es[kind] ? `Nuevo récord ${RECORD_NAMES.es[kind]}` : `Nuevo récord (${kind})`),
  },
  az: {
    soon: (n) => `${n} dəq sonra başlayır`,
    started: 'Başladı',
    result: 'Rəsmi nəticə',
    medal: 'Medallar verildi',
    corrected: 'Nəticə düzəldildi',
    hidden: 'Görmək üçün toxunun (spoyler qalxanı açıqdır)',
    winner: (name) => `1-ci ${name}`,
    medallists: 'Podium',
    record: (kind) => (RECORD_NAMES.az[kind] ? `Yeni ${RECORD_NAMES.az[kind]} rekordu` : `Yeni rekord (${kind})`),
  },
}

/** The facts an alert's text is made from, in the subscriber's language. */
export interface AlertFacts {
  kind: PushMessageKind
  /** "Atletismo · 400 m Masculino · Final". */
  unitTitle: string
  venue: string | null
  /** Minutes until the unit starts (a "soon" alert). */
  minutesLeft: number
  /** The winner or leader ("SILVA Ana (BRA)"), or the score line of a match; null when none is known. */
  outcome: string | null
  /** The result in its sport's words (sets, how a bout was won, a record; decision 093), for result alerts. */
  summary?: ResultSummary | null
  /** A record alert's record: its kind, mark and holder ("SILVA Ana (BRA)"). */
  record?: { kind: string; mark: string; holder: string }
}

/** "1st SILVA Ana (BRA) · 3-1 (25-21, 23-25, 25-18, 25-19)": the winner, then the result as the sport reads it. */
function outcomeLine(locale: Locale, facts: AlertFacts, winner: (name: string) => string): string {
  const words = { period: (code: string) => code, decision: (code: string) => DECISION_WORDS[locale][code] ?? code }
  const line = facts.summary ? resultSummaryText(facts.summary, words) : ''
  return [facts.outcome ? winner(facts.outcome) : null, line || null].filter(Boolean).join(' · ')
}

/** Title and body of a notification; with `spoilerFree`, results and medals say only that they exist. */
export function alertText(locale: Locale, facts: AlertFacts, spoilerFree: boolean): { title: string; body: string } {
  const w = WORDS[locale]
  const title = facts.unitTitle
  switch (facts.kind) {
    case 'soon':
      return { title, body: [w.soon(facts.minutesLeft), facts.venue].filter(Boolean).join(' · ') }
    case 'started':
      return { title, body: [w.started, facts.venue].filter(Boolean).join(' · ') }
    case 'result':
      if (spoilerFree || !facts.outcome) return { title, body: spoilerFree ? `${w.result} · ${w.hidden}` : w.result }
      return { title, body: `${w.result} · ${outcomeLine(locale, facts, w.winner)}` }
    case 'corrected':
      if (spoilerFree || !facts.outcome) {
        return { title, body: spoilerFree ? `${w.corrected} · ${w.hidden}` : w.corrected }
      }
      return { title, body: `${w.corrected} · ${outcomeLine(locale, facts, w.winner)}` }
    case 'record': {
      const said = w.record(facts.record?.kind ?? '')
      if (spoilerFree || !facts.record) return { title, body: spoilerFree ? `${said} · ${w.hidden}` : said }
      return { title, body: `${said} · ${facts.record.holder} · ${facts.record.mark}` }
    }
    case 'medal':
      if (spoilerFree || !facts.outcome) return { title, body: spoilerFree ? `${w.medal} · ${w.hidden}` : w.medal }
      return { title, body: `${w.medallists} · ${w.winner(facts.outcome)}` }
  }
}
