/**
 * What a timed, measured or judged result row carries beyond its mark (issue 38, decision 091): record badges, the
 * wind-assisted marker, the reaction time, splits, a field event's series with the best attempt marked, judges'
 * D/E/penalty and archery's ends; and the legend that explains every code a results table shows.
 */
import {
  bestAttemptIndex,
  heightCleared,
  isFalseStart,
  isWindAssisted,
  type ResultDetail,
  type ResultRow,
} from '@podium/domain'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** Record codes the web names; any other code shows as it is, still with a name. */
const RECORD_CODES = ['WR', 'OR', 'GR', 'CR', 'NR', 'JR', 'PB', 'SB'] as const

/** Whether a code is one of a list (a type guard, so its translation key is typed). */
const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value)

function recordName(t: TFunction, code: string): string {
  return isOneOf(RECORD_CODES, code) ? t(`records.kinds.${code}`) : t('records.kinds.other', { code })
}

const BADGE = 'ml-1.5 inline-block rounded px-1 py-px text-[0.7rem] leading-4 font-bold whitespace-nowrap'

/** The records and bests a mark set, as small badges that say their name to a screen reader. */
export function RecordBadges({ records }: { records: readonly string[] | undefined }) {
  const { t } = useTranslation()
  if (!records || records.length === 0) return null
  return (
    <>
      {records.map((code) => {
        const name = recordName(t, code)
        const personal = code === 'PB' || code === 'SB'
        return (
          <abbr
            key={code}
            title={name}
            aria-label={name}
            className={`${BADGE} no-underline ${personal ? 'border border-line text-ink' : 'bg-gold-soft text-ink'}`}
          >
            {code}
          </abbr>
        )
      })}
    </>
  )
}

/** A wind reading with the wind-assisted marker when it is over the record limit. */
export function WindValue({ wind }: { wind: string | null }) {
  const { t } = useTranslation()
  if (!wind) return null
  return (
    <>
      {wind}
      {isWindAssisted(wind) && (
        <abbr
          title={t('sportMeasured.windAssisted')}
          aria-label={t('sportMeasured.windAssisted')}
          className="ml-1 font-bold no-underline"
        >
          w
        </abbr>
      )}
    </>
  )
}

/** True when a row has anything the detail panel would show. */
export function hasMeasuredDetail(detail: ResultDetail | null | undefined): boolean {
  if (!detail) return false
  return Boolean(
    detail.reactionTime ||
      detail.splits?.length ||
      detail.attempts?.length ||
      detail.scores?.length ||
      detail.ends?.length,
  )
}

/** The panel's short name for its disclosure button: what this row's detail is. */
export function measuredDetailLabel(detail: ResultDetail): 'splits' | 'attempts' | 'scores' | 'ends' | 'reaction' {
  if (detail.splits?.length) return 'splits'
  if (detail.attempts?.length) return 'attempts'
  if (detail.scores?.length) return 'scores'
  if (detail.ends?.length) return 'ends'
  return 'reaction'
}

/** Split points named in words (triathlon's segments, cycling's time checks); metres and kilometres read as they are. */
const SPLIT_LABELS = ['swim', 'T1', 'bike', 'T2', 'run', 'I1', 'I2'] as const

/** Apparatus codes the web names (artistic and rhythmic gymnastics); any other shows as it is. */
const APPARATUS = [
  'FX',
  'PH',
  'SR',
  'VT',
  'PB',
  'HB',
  'UB',
  'BB',
  'HOOP',
  'BALL',
  'CLUBS',
  'RIBBON',
  'ROPE',
  '5HOOPS',
  '3RIBBONS2BALLS',
] as const

const CHIP = 'rounded-lg border border-line/70 bg-surface px-2 py-1 text-xs tabular-nums'
const HEAD = 'text-xs font-semibold text-ink-muted'

/**
 * A row's detail, laid out to wrap on a phone (no sideways scroll) and to sit under the row on wider screens. Its
 * width is capped: the results table is as wide as its content from `sm` up, so uncapped chips (archery's ends, a
 * long race's splits) would stay on one line past the table's edge instead of wrapping (decision 092).
 */
export function MeasuredDetailPanel({ detail }: { detail: ResultDetail }) {
  const { t } = useTranslation()
  const best = detail.attempts ? bestAttemptIndex(detail.attempts) : null
  return (
    <div className="grid max-w-3xl gap-2 py-1 text-ink">
      {detail.reactionTime && (
        <p className="text-xs">
          <span className={HEAD}>{t('sportMeasured.reactionTime')}</span>{' '}
          <span className="tabular-nums">{detail.reactionTime}</span>
          {isFalseStart(detail.reactionTime) && (
            <strong className="ml-1.5 text-warn-strong">{t('sportMeasured.falseStart')}</strong>
          )}
        </p>
      )}
      {detail.splits && detail.splits.length > 0 && (
        <div>
          <p className={HEAD}>{t('sportMeasured.splits')}</p>
          <ol className="mt-1 flex flex-wrap gap-1.5">
            {detail.splits.map((s) => (
              <li key={s.at} className={CHIP}>
                <span className="text-ink-muted">
                  {isOneOf(SPLIT_LABELS, s.at) ? t(`sportMeasured.splitLabels.${s.at}`) : s.at}
                </span>{' '}
                <span className="font-semibold">{s.time}</span>
                {s.rank !== undefined && <span className="text-ink-muted"> ({s.rank})</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
      {detail.attempts && detail.attempts.length > 0 && (
        <div>
          <p className={HEAD}>{t('sportMeasured.attempts')}</p>
          <ol className="mt-1 flex flex-wrap gap-1.5">
            {detail.attempts.map((a, i) => {
              const isBest = i === best
              const text = a.height !== undefined ? `${a.height} ${a.tries ?? ''}` : (a.mark ?? '')
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: attempts are a fixed series in the order taken.
                <li key={i} className={`${CHIP} ${isBest ? 'border-brand bg-brand-soft/50 font-bold' : ''}`}>
                  <span className="sr-only">{t('sportMeasured.attemptNumber', { n: i + 1 })} </span>
                  {text}
                  {a.wind && (
                    <span className="text-ink-muted">
                      {' '}
                      (<WindValue wind={a.wind} />)
                    </span>
                  )}
                  {isBest && <span className="sr-only"> {t('sportMeasured.best')}</span>}
                  {a.height !== undefined && !isBest && !heightCleared(a.tries) && a.tries === 'xxx' && (
                    <span className="sr-only"> {t('sportMeasured.failed')}</span>
                  )}
                </li>
              )
            })}
          </ol>
        </div>
      )}
      {detail.scores && detail.scores.length > 0 && (
        <table className="w-full max-w-md text-left text-xs tabular-nums">
          <caption className={`${HEAD} text-left`}>{t('sportMeasured.scores')}</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="py-0.5 pr-2 font-semibold">
                {t('sportMeasured.apparatus')}
              </th>
              <th scope="col" className="py-0.5 pr-2 font-semibold">
                <abbr title={t('sportMeasured.difficulty')} className="no-underline">
                  D
                </abbr>
              </th>
              <th scope="col" className="py-0.5 pr-2 font-semibold">
                <abbr title={t('sportMeasured.execution')} className="no-underline">
                  E
                </abbr>
              </th>
              <th scope="col" className="py-0.5 pr-2 font-semibold">
                {t('sportMeasured.penalty')}
              </th>
              <th scope="col" className="py-0.5 font-semibold">
                {t('sportMeasured.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {detail.scores.map((s, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one score per apparatus in the order performed.
              <tr key={i}>
                <th scope="row" className="py-0.5 pr-2 font-normal">
                  {s.apparatus && isOneOf(APPARATUS, s.apparatus)
                    ? t(`sportMeasured.apparatusNames.${s.apparatus}`)
                    : (s.apparatus ?? '')}
                </th>
                <td className="py-0.5 pr-2">{s.d?.toFixed(3) ?? ''}</td>
                <td className="py-0.5 pr-2">{s.e?.toFixed(3) ?? ''}</td>
                <td className="py-0.5 pr-2">{s.penalty ? `−${s.penalty.toFixed(3)}` : ''}</td>
                <td className="py-0.5 font-semibold">{s.total?.toFixed(3) ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {detail.ends && detail.ends.length > 0 && (
        <div>
          <p className={HEAD}>{t('sportMeasured.ends')}</p>
          <ol className="mt-1 flex flex-wrap gap-1.5">
            {detail.ends.map((end, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: ends are shot in order.
              <li key={i} className={CHIP}>
                <span className="text-ink-muted">{t('sportMeasured.endShort', { n: i + 1 })}</span>{' '}
                <span>{end.arrows.join(' ')}</span>
                {end.total !== undefined && <span className="font-semibold"> = {end.total}</span>}
                {end.setPoints !== undefined && (
                  <span className="text-ink-muted"> · {t('sportMeasured.setPoints', { count: end.setPoints })}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  )
}

const QUALIFICATION_CODES = ['Q', 'q', 'QA', 'QB', 'R'] as const
const IRM_CODES = ['DNS', 'DNF', 'DSQ', 'DQB', 'NM', 'LAP', 'DNQ', 'AC'] as const

/** Every code the table shows, explained once under it: qualification marks, IRMs, records, wind-assisted. */
export function ResultsLegend({ rows }: { rows: readonly ResultRow[] }) {
  const { t } = useTranslation()
  const codes = new Map<string, string>()
  for (const row of rows) {
    const q = row.qualification
    if (q) {
      codes.set(
        q,
        isOneOf(QUALIFICATION_CODES, q)
          ? t(`sportMeasured.qualificationCodes.${q}`)
          : t('sportMeasured.qualificationCodes.other'),
      )
    }
    const irm = row.irm
    if (irm && isOneOf(IRM_CODES, irm)) codes.set(irm, t(`sportMeasured.irmCodes.${irm}`))
    for (const r of row.detail?.records ?? []) {
      codes.set(r, recordName(t, r))
    }
    const winds = [row.wind, ...(row.detail?.attempts ?? []).map((a) => a.wind)]
    if (winds.some((w) => isWindAssisted(w))) codes.set('w', t('sportMeasured.windAssisted'))
  }
  if (codes.size === 0) return null
  return (
    <dl aria-label={t('sportMeasured.legend')} className="flex flex-wrap gap-x-4 gap-y-1 px-1 text-xs text-ink-muted">
      {[...codes.entries()].map(([code, name]) => (
        <div key={code} className="flex gap-1">
          <dt className="font-bold text-ink">{code}</dt>
          <dd>{name}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Whether a row's time or points say no more than its result ("29.333" and 29.333, "1:02.35" twice). */
function repeatsResult(row: ResultRow, value: string | number | null | undefined): boolean {
  if (value === null || value === undefined || value === '') return true
  if (String(value) === row.result) return true
  return typeof value === 'number' && row.result !== null && /^-?\d+(\.\d+)?$/.test(row.result)
    ? Number(row.result) === value
    : false
}

/**
 * The result columns worth a header: a column the sport fills, except a time or points that only repeat the result on
 * every row (a race's "Result" and "Time", a judged final's "Result" and "Points" are the same value; decision 092).
 */
export function columnsWorthShowing<C extends keyof ResultRow>(rows: readonly ResultRow[], columns: readonly C[]): C[] {
  return columns.filter((c) => {
    const filled = rows.some((r) => r[c] !== null && r[c] !== undefined && r[c] !== '')
    if (!filled) return false
    if (c === 'time') return rows.some((r) => !repeatsResult(r, r.time))
    if (c === 'points') return rows.some((r) => !repeatsResult(r, r.points))
    return true
  })
}
