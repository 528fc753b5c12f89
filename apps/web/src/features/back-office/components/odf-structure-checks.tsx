import type { OdfStructureCheck, OdfStructureDifference } from '@podium/domain'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'

/**
 * The feed's pool-standing and bracket checks on /manage/feed (decision 078): the latest check of each pool or draw
 * document with where the feed's table or draw differs from Podium's structure. A list rather than a table, so the
 * long ODF codes wrap on a phone.
 */

const card = 'grid gap-3 rounded-2xl border border-line bg-surface p-4'
/** A draw or a large pool can differ in many places: the first rows, then all on request. */
const FOLDED = 8

export function StructureChecks({
  checks,
  when,
}: {
  checks: readonly OdfStructureCheck[]
  /** A received-at instant as the screen writes it (the games' time zone). */
  when: (iso: string) => string
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="feed-structure" className="grid gap-3">
      <h2 id="feed-structure" className="text-xl font-bold text-ink">
        {t('structureFeed.title')}
      </h2>
      <p className="text-sm text-ink-muted">{t('structureFeed.intro')}</p>
      <ul className="grid gap-3">
        {checks.map((check) => (
          <StructureCheckItem key={check.messageId} check={check} when={when} />
        ))}
      </ul>
    </section>
  )
}

function StructureCheckItem({ check, when }: { check: OdfStructureCheck; when: (iso: string) => string }) {
  const { t } = useTranslation()
  const [whole, setWhole] = useState(false)
  const shown = whole ? check.differences : check.differences.slice(0, FOLDED)
  const kind = check.documentType === 'DT_BRACKETS' ? t('structureFeed.brackets') : t('structureFeed.poolStanding')
  return (
    <li className={card} aria-label={`${kind} ${check.documentCode}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
        <span className="font-semibold text-ink">{kind}</span>
        <span className="font-mono text-xs break-all">{check.documentCode}</span>
        <span>{t('feedScreen.version', { version: check.version })}</span>
        <time dateTime={check.receivedAt}>{when(check.receivedAt)}</time>
      </div>
      {check.differences.length === 0 ? (
        <p className="flex items-center gap-2 text-ink">
          <CheckCircle2 aria-hidden="true" className="size-4 text-brand" />
          {t('structureFeed.agree')}
        </p>
      ) : (
        <>
          <p className="font-semibold text-ink">{t('structureFeed.differ', { count: check.differences.length })}</p>
          <ul className="grid gap-2 text-sm" aria-label={t('structureFeed.differencesLabel')}>
            {shown.map((d) => (
              <DifferenceRow key={`${d.where}|${d.position}|${d.competitor}|${d.field}`} difference={d} />
            ))}
          </ul>
        </>
      )}
      {shown.length < check.differences.length && (
        <div>
          <button type="button" className={secondaryButton} onClick={() => setWhole(true)}>
            {t('structureFeed.showAll', { total: check.differences.length })}
          </button>
        </div>
      )}
    </li>
  )
}

function DifferenceRow({ difference: d }: { difference: OdfStructureDifference }) {
  const { t } = useTranslation()
  const value = (v: string | null) => {
    if (v === null) return t('structureFeed.none')
    if (d.field === 'winner') return v === 'W' ? t('structureFeed.won') : t('structureFeed.lost')
    return v
  }
  return (
    <li className="grid grid-cols-2 gap-x-3 gap-y-1 border-t border-line pt-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="col-span-2 grid gap-0.5 sm:col-span-1">
        <span className="font-semibold text-ink">{t(`structureFeed.fields.${d.field}`)}</span>
        <span className="text-ink-muted">
          <span className="font-mono text-xs break-all">{d.where}</span>
          {d.position !== null && <> · {t('structureFeed.position', { position: d.position })}</>}
          {d.competitor !== null && (
            <>
              {' · '}
              <span className="font-mono text-xs break-all">{d.competitor}</span>
            </>
          )}
        </span>
      </div>
      <span className="text-ink">
        <span className="text-ink-muted">{t('structureFeed.feed')}: </span>
        <span className="tabular-nums">{value(d.feed)}</span>
      </span>
      <span className="text-ink">
        <span className="text-ink-muted">{t('structureFeed.podium')}: </span>
        <span className="tabular-nums">{value(d.podium)}</span>
      </span>
    </li>
  )
}
