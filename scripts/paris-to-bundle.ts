/**
 * npm run convert:paris -- <outFolder> [sourceFolder]
 *
 * Turns the public Paris 2024 dataset (`../shared/datasets/paris-2024`; licence and known quirks in
 * `shared/datasets/README.md`: for tests and benchmarks only, never shipped in the app) into an event CSV bundle
 * (`docs/import-format.md`): organisations, venues, athletes, teams, events, units and medallists. Decision 018.
 *
 * What the source does not say, and how it is filled in:
 * - Events have no code: `<discipline>-<slug of the event name>` (`SWM-WOMEN-4-X-100M-MEDLEY-RELAY`, `+` kept as
 *   PLUS so `Men's +92kg` and `Men's 92kg` differ); the gender comes from the event's schedule rows.
 * - Units have no full code: `<event code>-<last part of the results url>` (the phase+unit code, trailing dashes
 *   dropped); rows without a url (trainings, cancelled sailing races) use their start time instead, and the few
 *   rows that share a url (surfing heats, rowing semi-finals) get -2, -3… in start order.
 * - Artistic gymnastics' qualification units name no event ("Men", "Women"): they are the all-around's
 *   qualification (and every apparatus final's), so they go under the All-Around event of that gender.
 * - Birth dates are DD-MM-YYYY; member and event lists are Python list literals.
 * - teams.csv also holds historic relay teams (`current` False, no event, members from past games): left out.
 * - Medallist rows marked `is_medallist` False (reserves, relay heat runners) are left out; every medal still has
 *   its team's other members, so the medal table is unchanged (the test checks it against medals.csv).
 * - Shooting's trainings are `training` items: no event (the format allows one only on competition units).
 * - No results.csv: the dataset has no ranks or marks beyond the medals.
 * - Disciplines: the dataset names each sport in English only; disciplines.csv takes that English name as `name`
 *   and `name_en`, the Portuguese, Spanish and Azerbaijani names, format, team flag and bronze count from the app's
 *   catalogue for its 18 codes and from PARIS_DISCIPLINES below for the others, and the dataset's URL tag as the key
 *   (the catalogue's key for its own codes, so their pictograms stay). Ceremonies (CER) are not a discipline: their
 *   units name no event. Decision 068.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { countryByIoc, DISCIPLINE_KEY, DISCIPLINES, type DisciplineFormat } from '@podium/domain'
import { parse } from 'csv-parse/sync'

export const PARIS_DATASET_DIR = resolve(import.meta.dirname, '../../shared/datasets/paris-2024')

type Row = Record<string, string>

/** Header-keyed rows; RFC 4180 quoting, a BOM and CRLF endings are the parser's business. */
function readCsv(dir: string, file: string): Row[] {
  return parse(readFileSync(join(dir, file)), { columns: true, bom: true, skip_empty_lines: true }) as Row[]
}

/** One bundle file: a header row, then RFC 4180 quoting where a value needs it. */
function writeCsv(dir: string, file: string, columns: readonly string[], rows: readonly Row[]): number {
  const cell = (value: string | undefined) => {
    const v = value ?? ''
    return /[",\r\n]/.test(v) || v.trim() !== v ? `"${v.replaceAll('"', '""')}"` : v
  }
  const lines = [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))]
  writeFileSync(join(dir, file), `${lines.join('\n')}\n`)
  return rows.length
}

/** `['KAO Wenchao', "O'NEIL Ann"]` → its strings (the dataset's lists are Python reprs). */
export function pythonList(text: string): string[] {
  const items: string[] = []
  for (const m of text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)) {
    items.push((m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'))
  }
  return items
}

/** `Men's +92kg` → `MEN-PLUS92KG`. */
export function slug(text: string): string {
  return text
    .toUpperCase()
    .replace(/'S\b/g, '')
    .replaceAll('+', 'PLUS')
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** DD-MM-YYYY → YYYY-MM-DD; anything else → '' (not known). */
function isoDate(text: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim())
  return m ? `${m[3]}-${m[2]}-${m[1]}` : ''
}

const GENDERS: Record<string, string> = { Male: 'M', Female: 'W' }
const MEDALS: Record<string, string> = { 'Gold Medal': 'GOLD', 'Silver Medal': 'SILVER', 'Bronze Medal': 'BRONZE' }
const UNIT_MEDALS: Record<string, string> = { '1': 'GOLD', '3': 'BRONZE' }
const CEREMONIES: Record<string, string> = {
  'Opening Ceremony': 'opening-ceremony',
  'Closing Ceremony': 'closing-ceremony',
}
interface AuthoredDiscipline {
  pt: string
  es: string
  az: string
  format: DisciplineFormat
  team?: boolean
  /** Two bronzes per event (losing semi-finalists both get one). */
  twoBronzes?: boolean
}

/**
 * The Paris disciplines the app's catalogue lacks, with their names in Portuguese, Spanish and Azerbaijani (the
 * English one comes from the dataset) and how their contests are decided. Written for this converter.
 */
export const PARIS_DISCIPLINES: Record<string, AuthoredDiscipline> = {
  BK3: { pt: 'Basquetebol 3x3', es: 'Baloncesto 3x3', az: '3x3 basketbol', format: 'team-match', team: true },
  BKG: { pt: 'Breaking', es: 'Breaking', az: 'Breykinq', format: 'scored' },
  BMF: { pt: 'Ciclismo BMX Freestyle', es: 'Ciclismo BMX Estilo Libre', az: 'BMX fristayl', format: 'scored' },
  BMX: { pt: 'Ciclismo BMX Corrida', es: 'Ciclismo BMX Carrera', az: 'BMX yarışı', format: 'timed' },
  BOX: { pt: 'Boxe', es: 'Boxeo', az: 'Boks', format: 'duel', twoBronzes: true },
  CLB: { pt: 'Escalada Desportiva', es: 'Escalada Deportiva', az: 'İdman dırmanması', format: 'scored' },
  CRD: { pt: 'Ciclismo de Estrada', es: 'Ciclismo en Ruta', az: 'Şosse velosiped idmanı', format: 'timed' },
  CSL: { pt: 'Canoagem Slalom', es: 'Piragüismo Eslalon', az: 'Kanoe slalomu', format: 'timed' },
  CSP: { pt: 'Canoagem de Velocidade', es: 'Piragüismo Esprint', az: 'Kanoe sprinti', format: 'timed' },
  CTR: { pt: 'Ciclismo de Pista', es: 'Ciclismo en Pista', az: 'Trek velosiped idmanı', format: 'timed' },
  DIV: { pt: 'Saltos para a Água', es: 'Saltos', az: 'Suya tullanma', format: 'scored' },
  EQU: { pt: 'Hipismo', es: 'Hípica', az: 'Atçılıq idmanı', format: 'scored' },
  FBL: { pt: 'Futebol', es: 'Fútbol', az: 'Futbol', format: 'team-match', team: true },
  GLF: { pt: 'Golfe', es: 'Golf', az: 'Qolf', format: 'scored' },
  GTR: { pt: 'Ginástica de Trampolim', es: 'Gimnasia en Trampolín', az: 'Batut gimnastikası', format: 'scored' },
  HOC: { pt: 'Hóquei em Campo', es: 'Hockey', az: 'Otüstü xokkey', format: 'team-match', team: true },
  MPN: { pt: 'Pentatlo Moderno', es: 'Pentatlón Moderno', az: 'Müasir beşnövçülük', format: 'scored' },
  MTB: { pt: 'Ciclismo de Montanha', es: 'Ciclismo de Montaña', az: 'Dağ velosipedi', format: 'timed' },
  ROW: { pt: 'Remo', es: 'Remo', az: 'Avarçəkmə', format: 'timed' },
  RU7: { pt: 'Râguebi de Sete', es: 'Rugby 7', az: 'Reqbi-7', format: 'team-match', team: true },
  SAL: { pt: 'Vela', es: 'Vela', az: 'Yelkənli idman', format: 'scored' },
  SHO: { pt: 'Tiro', es: 'Tiro', az: 'Atıcılıq', format: 'scored' },
  SKB: { pt: 'Skate', es: 'Skateboarding', az: 'Skeytbordinq', format: 'scored' },
  SRF: { pt: 'Surf', es: 'Surf', az: 'Sörfinq', format: 'scored' },
  SWA: { pt: 'Natação Artística', es: 'Natación Artística', az: 'Bədii üzgüçülük', format: 'scored' },
  TEN: { pt: 'Ténis', es: 'Tenis', az: 'Tennis', format: 'duel' },
  WLF: { pt: 'Halterofilia', es: 'Halterofilia', az: 'Ağır atletika', format: 'measured' },
  WPO: { pt: 'Polo Aquático', es: 'Waterpolo', az: 'Su polosu', format: 'team-match', team: true },
}

/** The unit code's regex of `GET /units/:code` and the event code's of the medals API. */
const UNIT_CODE = /^[A-Za-z0-9_.-]{1,64}$/
const EVENT_CODE = /^[A-Z0-9-]{1,40}$/

export interface ConvertSummary {
  rows: Record<string, number>
  skipped: { historicTeams: number; unknownTeamMembers: number; notMedallistRows: number }
  disciplines: string[]
}

/** Converts the dataset in `sourceDir` into a bundle in `outDir` (created if missing). */
export function convertParis(outDir: string, sourceDir: string = PARIS_DATASET_DIR): ConvertSummary {
  const src = (file: string) => readCsv(sourceDir, file)
  const nocs = src('nocs.csv')
  const athletes = src('athletes.csv')
  const events = src('events.csv')
  const schedules = src('schedules.csv')
  const teams = src('teams.csv')
  const medallists = src('medallists.csv')
  mkdirSync(outDir, { recursive: true })
  const rows: Record<string, number> = {}
  const fail = (message: string): never => {
    throw new Error(`paris-to-bundle: ${message}`)
  }

  // Organisations: every NOC; the flag's ISO code from the domain's IOC table (no ISO code for AIN, EOR…). Named in
  // Portuguese, Spanish and Azerbaijani by the runtime's region names when its English name is the dataset's
  // ("Germany" → "Alemanha"), so a pt reader does not read English delegations (decision 074); a NOC named otherwise
  // than its region ("Great Britain", "Netherlands Antilles") keeps the dataset's name in every language.
  const taking = new Set([...athletes, ...medallists].map((r) => r.country_code ?? ''))
  const regionNames = Object.fromEntries(
    (['en', 'pt-PT', 'es', 'az'] as const).map((tag) => [tag, new Intl.DisplayNames([tag], { type: 'region' })]),
  )
  const regionName = (tag: string, iso2: string) => {
    try {
      return regionNames[tag]?.of(iso2) ?? ''
    } catch {
      return ''
    }
  }
  // The NOCs the region names cannot name, written for the converter (AIN and EOR are only codes in the dataset).
  const AUTHORED_NOCS: Record<string, { en: string; pt: string; es: string; az: string }> = {
    AIN: {
      en: 'Individual Neutral Athletes',
      pt: 'Atletas Individuais Neutros',
      es: 'Atletas Individuales Neutrales',
      az: 'Fərdi neytral idmançılar',
    },
    EOR: {
      en: 'Refugee Olympic Team',
      pt: 'Equipa Olímpica de Refugiados',
      es: 'Equipo Olímpico de Refugiados',
      az: 'Qaçqınların Olimpiya komandası',
    },
    GBR: { en: 'Great Britain', pt: 'Grã-Bretanha', es: 'Gran Bretaña', az: 'Böyük Britaniya' },
    KOR: { en: 'Korea', pt: 'Coreia', es: 'Corea', az: 'Koreya' },
    PRK: { en: 'DPR Korea', pt: 'RPD da Coreia', es: 'RPD de Corea', az: 'KXDR' },
    TPE: { en: 'Chinese Taipei', pt: 'Taipé Chinesa', es: 'Taipéi Chino', az: 'Çin Taybeyi' },
  }
  rows['organisations.csv'] = writeCsv(
    outDir,
    'organisations.csv',
    ['code', 'name', 'country_iso2', 'name_pt', 'name_es', 'name_az'],
    // Only the NOCs taking part: the dataset also lists past ones (BOC, CIS, FRG, OAR…), named by their code alone.
    nocs
      .filter((n) => taking.has(n.code ?? ''))
      .map((n) => {
        const iso2 = countryByIoc(n.code)?.iso2 ?? ''
        const authored = AUTHORED_NOCS[n.code ?? '']
        if (authored) {
          return {
            code: n.code ?? '',
            name: authored.en,
            country_iso2: iso2,
            name_pt: authored.pt,
            name_es: authored.es,
            name_az: authored.az,
          }
        }
        const named = iso2 !== '' && regionName('en', iso2) === n.country
        return {
          code: n.code ?? '',
          name: n.country ?? '',
          country_iso2: iso2,
          name_pt: named ? regionName('pt-PT', iso2) : '',
          name_es: named ? regionName('es', iso2) : '',
          name_az: named ? regionName('az', iso2) : '',
        }
      }),
  )

  // Disciplines: every sport of events.csv, in English name order, named in the four languages (see above).
  const sports = new Map<string, { name: string; tag: string }>()
  for (const e of events) if (e.sport_code) sports.set(e.sport_code, { name: e.sport ?? '', tag: e.tag ?? '' })
  const disciplineRows: Row[] = [...sports]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name, 'en'))
    .map(([code, { name, tag }]) => {
      const builtIn = DISCIPLINES.find((d) => d.code === code)
      const authored = PARIS_DISCIPLINES[code]
      const names = builtIn?.names ?? authored ?? fail(`discipline ${code} (${name}) has no names in PARIS_DISCIPLINES`)
      const key = builtIn?.key ?? tag
      if (!DISCIPLINE_KEY.test(key)) fail(`discipline ${code}: key "${key}" is not a valid key`)
      const team = builtIn?.team ?? authored?.team ?? false
      const twoBronzes = builtIn?.twoBronzes ?? authored?.twoBronzes ?? false
      return {
        code,
        name,
        key,
        format: builtIn?.format ?? authored?.format ?? 'timed',
        team: team ? 'yes' : 'no',
        bronzes: twoBronzes ? '2' : '1',
        name_pt: names.pt,
        name_en: name,
        name_es: names.es,
        name_az: names.az,
      }
    })
  rows['disciplines.csv'] = writeCsv(
    outDir,
    'disciplines.csv',
    ['code', 'name', 'key', 'format', 'team', 'bronzes', 'name_pt', 'name_en', 'name_es', 'name_az'],
    disciplineRows,
  )

  // Events: keyed by (discipline code, event name), which is unique in events.csv.
  const eventKey = (discipline: string, name: string) => `${discipline}\u0000${name}`
  const eventCodes = new Map<string, string>()
  const disciplineOfName = new Map<string, string>()
  const eventGender = new Map<string, string>()
  for (const s of schedules) {
    if (s.gender) eventGender.set(eventKey(s.discipline_code ?? '', s.event ?? ''), s.gender)
  }
  const seenCodes = new Set<string>()
  const eventRows: Row[] = []
  for (const e of events) {
    const discipline = e.sport_code ?? ''
    const name = e.event ?? ''
    disciplineOfName.set(e.sport ?? '', discipline)
    const code = `${discipline}-${slug(name)}`
    if (!EVENT_CODE.test(code)) fail(`event code ${code} (${name}) is not a valid code`)
    if (seenCodes.has(code)) fail(`two events get the code ${code}`)
    seenCodes.add(code)
    const key = eventKey(discipline, name)
    eventCodes.set(key, code)
    const gender =
      eventGender.get(key) ??
      (/^women|women'?s?\b/i.test(name) ? 'W' : /^men|\bmen'?s?\b/i.test(name) ? 'M' : /mixed/i.test(name) ? 'X' : 'O')
    eventRows.push({ code, discipline, gender, name })
  }
  rows['events.csv'] = writeCsv(outDir, 'events.csv', ['code', 'discipline', 'gender', 'name', 'division'], eventRows)
  const eventCode = (discipline: string, name: string): string =>
    eventCodes.get(eventKey(discipline, name)) ?? fail(`no event "${name}" in discipline ${discipline}`)

  // Venues: the schedule's venue codes (venues.csv has names and sports but no codes or coordinates).
  const venues = new Map<string, string>()
  for (const s of schedules) if (s.venue_code) venues.set(s.venue_code, s.venue ?? s.venue_code)
  rows['venues.csv'] = writeCsv(
    outDir,
    'venues.csv',
    ['code', 'name'],
    [...venues].sort(([a], [b]) => a.localeCompare(b)).map(([code, name]) => ({ code, name })),
  )

  // Athletes: every accredited athlete and alternate, under the NOC they compete for.
  const athleteIds = new Set<string>()
  rows['athletes.csv'] = writeCsv(
    outDir,
    'athletes.csv',
    ['id', 'name', 'gender', 'organisation', 'birth_date'],
    athletes.map((a) => {
      const id = a.code ?? ''
      athleteIds.add(id)
      const gender = GENDERS[a.gender ?? ''] ?? fail(`athlete ${id}: gender "${a.gender}"`)
      return {
        id,
        name: a.name ?? '',
        gender,
        organisation: a.country_code ?? '',
        birth_date: isoDate(a.birth_date ?? ''),
      }
    }),
  )

  // Teams of these games only; members that are not accredited athletes are dropped (none in the current teams).
  let historicTeams = 0
  let unknownTeamMembers = 0
  const teamIds = new Set<string>()
  const teamRows: Row[] = []
  for (const t of teams) {
    if (t.current !== 'True' || !t.events) {
      historicTeams++
      continue
    }
    const members = pythonList(t.athletes_codes ?? '').filter((id) => {
      if (athleteIds.has(id)) return true
      unknownTeamMembers++
      return false
    })
    const id = t.code ?? ''
    teamIds.add(id)
    teamRows.push({
      id,
      name: t.team ?? id,
      organisation: t.country_code ?? '',
      event: eventCode(t.disciplines_code ?? '', t.events),
      members: members.join(';'),
    })
  }
  rows['teams.csv'] = writeCsv(outDir, 'teams.csv', ['id', 'name', 'organisation', 'event', 'members'], teamRows)

  // Units, in start order so that the -2, -3 suffixes are stable.
  const ordered = [...schedules].sort(
    (a, b) =>
      Date.parse(a.start_date ?? '') - Date.parse(b.start_date ?? '') || (a.url ?? '').localeCompare(b.url ?? ''),
  )
  const unitCodes = new Set<string>()
  const unitRows: Row[] = []
  for (const s of ordered) {
    const ceremony = CEREMONIES[s.discipline ?? '']
    let event = ''
    let base: string
    if (ceremony) {
      base = `CER-${slug(s.discipline ?? '')}`
    } else {
      const name =
        s.discipline_code === 'GAR' && (s.event === 'Men' || s.event === 'Women')
          ? `${s.event}'s All-Around`
          : (s.event ?? '')
      event = eventCode(s.discipline_code ?? '', name)
      const tail = (s.url ?? '').split('/').pop()?.replace(/-+$/, '').toUpperCase()
      base = `${event}-${tail || (s.start_date ?? '').slice(0, 16).replace(/[-:]/g, '')}`
    }
    let code = base
    for (let n = 2; unitCodes.has(code); n++) code = `${base}-${n}`
    if (!UNIT_CODE.test(code)) fail(`unit code ${code} is not a valid code`)
    unitCodes.add(code)
    const medal = UNIT_MEDALS[s.event_medal ?? ''] ?? ''
    const training = /\bTraining$/.test(s.phase ?? '')
    unitRows.push({
      code,
      start: s.start_date ?? '',
      end: s.end_date ?? '',
      type: ceremony ?? (training ? 'training' : medal ? 'competition-medal' : 'competition'),
      name: s.phase || s.discipline || code,
      // A training is not a competition unit: the format keeps its event column empty (the name says which).
      event: training ? '' : event,
      venue: s.venue_code ?? '',
      status: s.status || 'SCHEDULED',
      medal: training ? '' : medal,
    })
  }
  rows['units.csv'] = writeCsv(
    outDir,
    'units.csv',
    ['code', 'start', 'end', 'type', 'name', 'event', 'venue', 'status', 'medal'],
    unitRows,
  )

  // Medallists: one row per athlete; a team medal names its team, so it counts once in the medal table.
  let notMedallistRows = 0
  const medallistRows: Row[] = []
  for (const m of medallists) {
    if (m.is_medallist === 'False') {
      notMedallistRows++
      continue
    }
    const discipline = disciplineOfName.get(m.discipline ?? '') ?? fail(`medallist discipline "${m.discipline}"`)
    const team = m.code_team ?? ''
    if (team && !teamIds.has(team)) fail(`medallist team ${team} is not in teams.csv`)
    const athlete = m.code_athlete ?? ''
    medallistRows.push({
      event: eventCode(discipline, m.event ?? ''),
      medal: MEDALS[m.medal_type ?? ''] ?? fail(`medal "${m.medal_type}"`),
      organisation: m.country_code ?? '',
      athlete: athleteIds.has(athlete) ? athlete : '',
      team,
    })
  }
  rows['medallists.csv'] = writeCsv(
    outDir,
    'medallists.csv',
    ['event', 'medal', 'organisation', 'athlete', 'team'],
    medallistRows,
  )

  return {
    rows,
    skipped: { historicTeams, unknownTeamMembers, notMedallistRows },
    disciplines: [...new Set(eventRows.map((e) => e.discipline ?? ''))].sort(),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [out, source] = process.argv.slice(2)
  if (!out) {
    console.error('usage: npm run convert:paris -- <outFolder> [sourceFolder]')
    process.exit(2)
  }
  const started = performance.now()
  const summary = convertParis(resolve(out), source ? resolve(source) : PARIS_DATASET_DIR)
  const ms = performance.now() - started
  for (const [file, n] of Object.entries(summary.rows)) console.log(`${file.padEnd(18)} ${String(n).padStart(6)} rows`)
  console.log(
    `Skipped: ${summary.skipped.historicTeams} teams of past games or without an event, ${summary.skipped.unknownTeamMembers} unknown team members, ` +
      `${summary.skipped.notMedallistRows} medallist rows marked not medallist.`,
  )
  console.log(`${summary.disciplines.length} disciplines: ${summary.disciplines.join(' ')}`)
  console.log(`Wrote ${resolve(out)} in ${ms.toFixed(0)} ms.`)
}
