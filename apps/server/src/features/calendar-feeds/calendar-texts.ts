import type { Locale } from '@podium/domain'

/** The feeds' own words in the subscriber's language (the web's locale files do not reach the server). */
interface FeedWords {
  medalEvents: string
  ceremonies: string
  /** The personal feed of what a visitor follows (decision 057). */
  myGames: string
  awardCeremony: string
  /** Appended to a calendar's name while it has no events, so a subscriber sees why it is empty. */
  empty: string
  /** A unit kept as tentative: the participant is entered, the start list is not out yet. */
  pending: string
  cancelled: string
  more: string
  description: (subject: string) => string
}

const WORDS: Record<Locale, FeedWords> = {
  pt: {
    medalEvents: 'Provas com medalhas',
    ceremonies: 'Cerimónias',
    myGames: 'Os meus jogos',
    awardCeremony: 'Cerimónia de entrega de medalhas',
    empty: 'ainda sem eventos publicados',
    pending: 'A confirmar: a lista de partida ainda não foi publicada.',
    cancelled: 'Cancelado.',
    more: 'Mais informação',
    description: (s) => `Calendário de ${s}, atualizado com o programa oficial.`,
  },
  en: {
    medalEvents: 'Medal events',
    ceremonies: 'Ceremonies',
    myGames: 'My games',
    awardCeremony: 'Medal ceremony',
    empty: 'no events published yet',
    pending: 'To be confirmed: the start list has not been published yet.',
    cancelled: 'Cancelled.',
    more: 'More',
    description: (s) => `Calendar of ${s}, kept up to date with the official schedule.`,
  },
  es: {
    medalEvents: 'Pruebas con medallas',
    ceremonies: 'Ceremonias',
    myGames: 'Mis juegos',
    awardCeremony: 'Ceremonia de entrega de medallas',
    empty: 'aún no hay eventos publicados',
    pending: 'Por confirmar: la lista de salida aún no se ha publicado.',
    cancelled: 'Cancelado.',
    more: 'Más información',
    description: (s) => `Calendario de ${s}, actualizado con el programa oficial.`,
  },
  az: {
    medalEvents: 'Medal yarışları',
    ceremonies: 'Mərasimlər',
    myGames: 'Mənim oyunlarım',
    awardCeremony: 'Mükafatlandırma mərasimi',
    empty: 'hələ dərc olunmuş tədbir yoxdur',
    pending: 'Təsdiqlənməyib: start siyahısı hələ dərc olunmayıb.',
    cancelled: 'Ləğv edilib.',
    more: 'Ətraflı',
    description: (s) => `${s} təqvimi, rəsmi proqramla yenilənir.`,
  },
}

export const feedWords = (locale: Locale): FeedWords => WORDS[locale]
