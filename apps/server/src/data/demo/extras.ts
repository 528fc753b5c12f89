/** Sponsors, ambassadors, courses, official media and settings. */
import { type DisciplineCode, disciplineByCode, type LocalizedText } from '@podium/domain'
import type { ambassadors, appSettings, courses, media, sponsors } from '../../db/schema.ts'
import type { EventPlan } from './model.ts'
import { DELEGATIONS } from './organisations.ts'
import type { UnitState } from './projection.ts'
import type { Rng } from './random.ts'
import { lt, slug } from './text.ts'
import { addMinutes, type Calendar } from './time.ts'

const SPONSORS: readonly [string, 'master' | 'official' | 'supporter' | 'supplier'][] = [
  ['Aurora Energia', 'master'],
  ['Banco Horizonte', 'master'],
  ['Onda Telecom', 'official'],
  ['Pássaro Azul Linhas Aéreas', 'official'],
  ['Vita Sucos', 'official'],
  ['Correio Veloz', 'official'],
  ['Café Serra Alta', 'supporter'],
  ['Mar Azul Seguros', 'supporter'],
  ['Lumen Óptica', 'supporter'],
  ['Ritmo Calçados', 'supporter'],
  ['Pão Dourado', 'supporter'],
  ['Cronos Cronometragem', 'supplier'],
  ['Areia Fina Equipamentos', 'supplier'],
  ['Fio Nobre Têxtil', 'supplier'],
  ['Fonte Clara Água Mineral', 'supplier'],
  ['Clique Foto', 'supplier'],
]

export function sponsorRows(): (typeof sponsors.$inferInsert)[] {
  return SPONSORS.map(([name, tier], i) => ({
    id: i + 1,
    name,
    tier,
    logoUrl: `/api/v1/sponsors/${i + 1}/logo.svg`,
    website: `https://example.com/sponsors/${slug(name)}`,
    sortOrder: i + 1,
  }))
}

interface AmbassadorSeed {
  name: string
  gender: 'M' | 'W'
  discipline: DisciplineCode
  org: string
  days: number[]
  achievement: LocalizedText
}

const AMBASSADORS: readonly AmbassadorSeed[] = [
  {
    name: 'Marina Albuquerque',
    gender: 'W',
    discipline: 'SWM',
    org: 'BRA',
    days: [1, 2, 3, 4, 5, 6],
    achievement: lt(
      'Foi duas vezes campeã sul-americana dos 200 m livres.',
      'She was twice South American champion in the 200m freestyle.',
      'Fue dos veces campeona sudamericana de 200 m libre.',
      'O, 200 m sərbəst üsulda iki dəfə Cənubi Amerika çempionu olub.',
    ),
  },
  {
    name: 'Tomás Echeverría',
    gender: 'M',
    discipline: 'BKB',
    org: 'ARG',
    days: [2, 3, 6, 7, 8],
    achievement: lt(
      'Foi base da seleção nacional durante dez anos.',
      'He was the national team’s point guard for ten years.',
      'Fue base de la selección nacional durante diez años.',
      'O, on il milli komandanın oyunqurucusu olub.',
    ),
  },
  {
    name: 'Leyla Məmmədova',
    gender: 'W',
    discipline: 'GRY',
    org: 'AZE',
    days: [5, 6, 7, 8],
    achievement: lt(
      'Conquistou medalhas em Taças do Mundo com a fita e as maças.',
      'She won World Cup medals with ribbon and clubs.',
      'Ganó medallas en Copas del Mundo con cinta y mazas.',
      'O, lent və gürzlərlə Dünya Kuboku medalları qazanıb.',
    ),
  },
  {
    name: 'Kenji Morita',
    gender: 'M',
    discipline: 'JUD',
    org: 'JPN',
    days: [1, 2, 3, 4, 5],
    achievement: lt(
      'Foi campeão asiático júnior e hoje treina jovens judocas.',
      'He was Asian junior champion and now coaches young judoka.',
      'Fue campeón asiático júnior y hoy entrena a jóvenes judocas.',
      'O, gənclər arasında Asiya çempionu olub, indi gənc cüdoçuları məşq etdirir.',
    ),
  },
  {
    name: 'Grace Wanjiru Kiptoo',
    gender: 'W',
    discipline: 'ATH',
    org: 'KEN',
    days: [3, 4, 5, 6, 7, 8],
    achievement: lt(
      'Foi campeã mundial de juniores nos 3000 m obstáculos.',
      'She was world junior champion in the 3000m steeplechase.',
      'Fue campeona mundial júnior de 3000 m obstáculos.',
      'O, 3000 m maneəli qaçışda gənclər arasında dünya çempionu olub.',
    ),
  },
  {
    name: 'Duarte Figueiredo',
    gender: 'M',
    discipline: 'HBL',
    org: 'POR',
    days: [2, 3, 4, 5, 6],
    achievement: lt(
      'Disputou três Campeonatos da Europa como guarda-redes.',
      'He played three European Championships as a goalkeeper.',
      'Jugó tres Campeonatos de Europa como portero.',
      'O, qapıçı kimi üç Avropa çempionatında oynayıb.',
    ),
  },
  {
    name: 'Elif Yıldırım',
    gender: 'W',
    discipline: 'VVO',
    org: 'TUR',
    days: [4, 5, 6, 7, 8, 9],
    achievement: lt(
      'Foi capitã da seleção que venceu a Liga Europeia.',
      'She captained the team that won the European League.',
      'Fue capitana de la selección que ganó la Liga Europea.',
      'O, Avropa Liqasını qazanan komandanın kapitanı olub.',
    ),
  },
  {
    name: 'Chloé Bertrand',
    gender: 'W',
    discipline: 'FEN',
    org: 'FRA',
    days: [1, 2, 3, 4, 5],
    achievement: lt(
      'Foi medalhada em Campeonatos do Mundo de espada por equipas.',
      'She won world championship medals in team épée.',
      'Ganó medallas mundiales de espada por equipos.',
      'O, komanda şəklində şpaqa üzrə dünya çempionatı medalları qazanıb.',
    ),
  },
  {
    name: 'Luis Fernando Rojas',
    gender: 'M',
    discipline: 'CYC',
    org: 'COL',
    days: [2, 3, 4, 5, 6],
    achievement: lt(
      'Venceu uma etapa de montanha numa volta europeia.',
      'He won a mountain stage in a European tour.',
      'Ganó una etapa de montaña en una vuelta europea.',
      'O, Avropa turlarından birində dağ mərhələsini qazanıb.',
    ),
  },
  {
    name: 'Chiamaka Okafor',
    gender: 'W',
    discipline: 'ATH',
    org: 'NGR',
    days: [6, 7, 8, 9, 10],
    achievement: lt(
      'Foi finalista olímpica nos 100 m.',
      'She was an Olympic finalist in the 100m.',
      'Fue finalista olímpica en los 100 m.',
      'O, 100 m məsafədə Olimpiya finalçısı olub.',
    ),
  },
]

export function ambassadorRows(calendar: Calendar): (typeof ambassadors.$inferInsert)[] {
  return AMBASSADORS.map((a, i) => {
    const discipline =
      disciplineByCode(a.discipline)?.names ?? lt(a.discipline, a.discipline, a.discipline, a.discipline)
    const org = DELEGATIONS.find((d) => d.code === a.org)?.names ?? lt(a.org, a.org, a.org, a.org)
    const woman = a.gender === 'W'
    return {
      id: i + 1,
      name: a.name,
      disciplineCode: a.discipline,
      organisationCode: a.org,
      bio: {
        pt: `${woman ? 'Antiga atleta' : 'Antigo atleta'} de ${discipline.pt} (${org.pt}). ${a.achievement.pt} ${woman ? 'Embaixadora' : 'Embaixador'} dos Jogos, conversa com os jovens atletas nos dias em que está presente.`,
        en: `Former ${discipline.en.toLowerCase()} athlete from ${org.en}. ${a.achievement.en} As a Games ambassador, ${woman ? 'she' : 'he'} meets young athletes on the days ${woman ? 'she' : 'he'} is here.`,
        es: `Exatleta de ${discipline.es.toLowerCase()} (${org.es}). ${a.achievement.es} Como ${woman ? 'embajadora' : 'embajador'} de los Juegos, conversa con los jóvenes atletas los días en que está presente.`,
        az: `Keçmiş idmançı (${discipline.az}, ${org.az}). ${a.achievement.az} Oyunların səfiri kimi burada olduğu günlərdə gənc idmançılarla görüşür.`,
      },
      photoUrl: `/api/v1/ambassadors/${i + 1}/photo.svg`,
      days: a.days.map((d) => calendar.days[d - 1] as string),
    }
  })
}

const COURSES: readonly [string, LocalizedText, LocalizedText, number][] = [
  [
    'safe-sport',
    lt('Proteção no desporto', 'Safeguarding in sport', 'Protección en el deporte', 'İdmanda müdafiə'),
    lt(
      'Como reconhecer e comunicar abusos e assédio, e a quem pedir ajuda durante os Jogos.',
      'How to recognise and report abuse and harassment, and whom to ask for help during the Games.',
      'Cómo reconocer y denunciar abusos y acoso, y a quién pedir ayuda durante los Juegos.',
      'Zorakılıq və təqibi necə tanımaq, necə bildirmək və Oyunlar zamanı kimdən kömək istəmək.',
    ),
    30,
  ],
  [
    'anti-doping',
    lt(
      'Antidopagem para jovens atletas',
      'Anti-doping for young athletes',
      'Antidopaje para jóvenes atletas',
      'Gənc idmançılar üçün antidopinq',
    ),
    lt(
      'As regras, a lista de substâncias proibidas, o controlo de dopagem passo a passo e os direitos do atleta.',
      'The rules, the prohibited list, doping control step by step and the athlete’s rights.',
      'Las reglas, la lista de sustancias prohibidas, el control antidopaje paso a paso y los derechos del atleta.',
      'Qaydalar, qadağan olunmuş maddələr siyahısı, dopinq nəzarəti addım-addım və idmançının hüquqları.',
    ),
    45,
  ],
  [
    'first-aid',
    lt('Primeiros socorros no desporto', 'First aid in sport', 'Primeros auxilios en el deporte', 'İdmanda ilk yardım'),
    lt(
      'Lesões comuns, golpes de calor e o que fazer até chegar a equipa médica.',
      'Common injuries, heat illness and what to do until the medical team arrives.',
      'Lesiones comunes, golpes de calor y qué hacer hasta que llegue el equipo médico.',
      'Geniş yayılmış zədələr, istivurma və tibbi qrup gələnədək nə etmək lazımdır.',
    ),
    60,
  ],
  [
    'volunteering',
    lt('Voluntariado nos Jogos', 'Volunteering at the Games', 'Voluntariado en los Juegos', 'Oyunlarda könüllülük'),
    lt(
      'As funções dos voluntários, o código de conduta e como receber delegações e público.',
      'Volunteer roles, the code of conduct and how to welcome delegations and spectators.',
      'Las funciones de los voluntarios, el código de conducta y cómo recibir a delegaciones y público.',
      'Könüllülərin vəzifələri, davranış kodeksi, nümayəndə heyətlərini və tamaşaçıları necə qarşılamaq.',
    ),
    40,
  ],
  [
    'fair-play',
    lt(
      'Jogo limpo e integridade',
      'Fair play and integrity',
      'Juego limpio e integridad',
      'Ədalətli oyun və dürüstlük',
    ),
    lt(
      'Respeito, apostas e manipulação de resultados: o que todo o atleta deve saber.',
      'Respect, betting and competition manipulation: what every athlete should know.',
      'Respeto, apuestas y manipulación de competiciones: lo que todo atleta debe saber.',
      'Hörmət, mərc və nəticələrin saxtalaşdırılması: hər idmançının bilməli olduqları.',
    ),
    25,
  ],
  [
    'nutrition',
    lt('Nutrição e hidratação', 'Nutrition and hydration', 'Nutrición e hidratación', 'Qidalanma və maye qəbulu'),
    lt(
      'Comer e beber bem antes, durante e depois da competição, com o calor do Rio.',
      'Eating and drinking well before, during and after competition in Rio’s heat.',
      'Comer y beber bien antes, durante y después de competir con el calor de Río.',
      'Rionun istisində yarışdan əvvəl, yarış zamanı və sonra düzgün qidalanma.',
    ),
    30,
  ],
]

export function courseRows(): (typeof courses.$inferInsert)[] {
  return COURSES.map(([key, titles, descriptions, durationMinutes], i) => ({
    id: i + 1,
    titles,
    descriptions,
    // An https link, as the back office and the bundle require (decision 043).
    url: `https://example.com/courses/${key}`,
    imageUrl: null,
    durationMinutes,
    sortOrder: i + 1,
  }))
}

export function mediaRows(
  states: UnitState[],
  events: EventPlan[],
  calendar: Calendar,
  rng: Rng,
): (typeof media.$inferInsert)[] {
  const rows: (typeof media.$inferInsert)[] = []
  const add = (row: Omit<typeof media.$inferInsert, 'id' | 'url' | 'thumbnailUrl'>, url?: string) => {
    const id = rows.length + 1
    const image = `/api/v1/media/${id}/image.svg`
    rows.push({ id, ...row, url: url ?? image, thumbnailUrl: image })
  }
  const eventNames = new Map(events.map((e) => [e.code, e.names]))
  add({
    kind: 'photo',
    titles: lt(
      'Cerimónia de Abertura no Maracanãzinho',
      'Opening Ceremony at the Maracanãzinho',
      'Ceremonia de Apertura en el Maracanãzinho',
      'Marakanazinyoda açılış mərasimi',
    ),
    disciplineCode: null,
    takenAt: calendar.at(1, 20 * 60),
  })
  add({
    kind: 'photo',
    titles: lt(
      'Desfile das delegações',
      'Parade of delegations',
      'Desfile de las delegaciones',
      'Nümayəndə heyətlərinin paradı',
    ),
    disciplineCode: null,
    takenAt: calendar.at(1, 19 * 60 + 30),
  })
  const finished = states.filter((s) => s.scheduleStatus === 'FINISHED')
  const byDiscipline = new Map<DisciplineCode, UnitState[]>()
  for (const s of finished)
    byDiscipline.set(s.unit.disciplineCode, [...(byDiscipline.get(s.unit.disciplineCode) ?? []), s])
  // Finals first: the official photographers follow the medals.
  const picked = [...byDiscipline.values()].flatMap((list) => {
    const finals = list.filter((s) => s.unit.medal !== null)
    return [
      ...rng.sample(finals, 2),
      ...rng.sample(
        list.filter((s) => s.unit.medal === null),
        3 - Math.min(2, finals.length),
      ),
    ]
  })
  for (const s of picked.slice(0, 24)) {
    const names = eventNames.get(s.unit.eventCode)
    if (!names) continue
    add({
      kind: 'photo',
      titles: lt(
        `${names.pt} – ${s.unit.names.pt}`,
        `${names.en} – ${s.unit.names.en}`,
        `${names.es} – ${s.unit.names.es}`,
        `${names.az} – ${s.unit.names.az}`,
      ),
      disciplineCode: s.unit.disciplineCode,
      takenAt: addMinutes(s.unit.endAt, -5),
    })
  }
  const withMedals = [...byDiscipline.entries()].filter(([, list]) => list.some((s) => s.unit.medal !== null))
  for (const [code, list] of withMedals.slice(0, 8)) {
    const names = disciplineByCode(code)?.names
    const last = list.filter((s) => s.unit.medal !== null).at(-1)
    if (!names || !last) continue
    add(
      {
        kind: 'video',
        titles: lt(
          `Melhores momentos – ${names.pt}`,
          `Highlights – ${names.en}`,
          `Mejores momentos – ${names.es}`,
          `Ən yaxşı anlar – ${names.az}`,
        ),
        disciplineCode: code,
        takenAt: addMinutes(last.unit.endAt, 60),
      },
      `/media/videos/highlights-${slug(names.en)}.mp4`,
    )
  }
  add(
    {
      kind: 'video',
      titles: lt(
        'Desporto seguro: o que precisas de saber',
        'Safe sport: what you need to know',
        'Deporte seguro: lo que necesitas saber',
        'Təhlükəsiz idman: bilməli olduqlarınız',
      ),
      disciplineCode: null,
      takenAt: calendar.at(1, 9 * 60),
    },
    '/media/videos/safe-sport.mp4',
  )
  const live: [string, LocalizedText, DisciplineCode | null, number, number][] = [
    [
      'podium-channel',
      lt('Canal Podium – em direto', 'Podium Channel – live', 'Canal Podium – en directo', 'Podium kanalı – canlı'),
      null,
      8 * 60,
      22 * 60,
    ],
    [
      'swimming-morning',
      lt(
        'Natação – sessão da manhã',
        'Swimming – morning session',
        'Natación – sesión matinal',
        'Üzgüçülük – səhər sessiyası',
      ),
      'SWM',
      9 * 60,
      13 * 60,
    ],
    [
      'athletics-evening',
      lt(
        'Atletismo – sessão da tarde',
        'Athletics – evening session',
        'Atletismo – sesión vespertina',
        'Atletika – axşam sessiyası',
      ),
      'ATH',
      15 * 60,
      21 * 60,
    ],
  ]
  for (const [key, titles, disciplineCode, from, until] of live) {
    add(
      {
        kind: 'live-video',
        titles,
        disciplineCode,
        takenAt: null,
        liveFrom: calendar.at(4, from),
        liveUntil: calendar.at(4, until),
      },
      `/media/live/${key}.m3u8`,
    )
  }
  return rows
}

/**
 * The demo's short name (decision 050: what a phone's header shows) is the organiser's choice stored like any other,
 * at version 0: nobody has edited the settings yet.
 */
export function settingsRows(year: string): (typeof appSettings.$inferInsert)[] {
  const shortNames: LocalizedText = {
    pt: `JEJ Rio ${year}`,
    en: `Rio ${year} Youth Games`,
    es: `JEJ Río ${year}`,
    az: `Rio ${year} Oyunları`,
  }
  return [
    { key: 'login_enabled', value: true },
    { key: 'games_settings', value: { shortNames, version: 0 } },
  ]
}
