import {
  can,
  formatTime,
  IRMS,
  type PutResults,
  RESULT_STATUSES,
  type ResultStatus,
  SCHEDULE_STATUS_TRANSITIONS,
  type ScheduleStatus,
  type UnitUndo,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { ClipboardList } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { apiErrorMessage } from '../../../lib/api-error-message.ts'
import { ForbiddenPage } from '../../../platform/errors/components/forbidden-page.tsx'
import { type AuditEntry, resultsEntryMutations, resultsEntryQueries } from '../api.ts'
import { formRowsOf, type ResultFormRow, rankingProblems, resultRowsOf } from '../results-form.ts'
import { MedallistsPreview } from './medallists-preview.tsx'
import { StartListEditor } from './start-list-editor.tsx'

/** A write the server refused to this user: a referee on a discipline not assigned to them (decision 038). */
const refused = (error: unknown) => error instanceof ApiRequestError && error.status === 403

interface Selection {
  day?: string | undefined
  unit?: string | undefined
}

interface Props {
  selection: Selection
  onChange: (selection: Selection) => void
}

/** Staff/admin results entry: pick a day and a unit, move it through its statuses, enter its results. */
export function ResultsEntryPage({ selection, onChange }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const audit = useQuery(resultsEntryQueries.audit(selection.unit, locale))
  const status = (audit.error as { status?: number } | null)?.status
  // A referee may not read the audit log but enters results in their assigned disciplines (decision 038).
  const me = useQuery({ ...resultsEntryQueries.me(locale), enabled: status === 403 })
  if (status === 401) return <ForbiddenPage />
  if (status === 403 && (me.isError || (me.data && !can(me.data.user, 'results.enter')))) return <ForbiddenPage />
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeading icon={ClipboardList}>{t('resultsEntry.title')}</PageHeading>
      {audit.isPending || (status === 403 && me.isPending) ? (
        <CardListSkeleton rows={2} label={t('resultsEntry.loading')} />
      ) : (
        <>
          <Picker selection={selection} onChange={onChange} />
          {selection.unit ? <UnitEditor code={selection.unit} /> : null}
          {status === 403 ? null : <History entries={audit.data?.entries ?? []} />}
        </>
      )}
    </div>
  )
}

function Picker({ selection, onChange }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const days = useQuery(resultsEntryQueries.days(locale))
  const day = selection.day ?? days.data?.openDay
  const schedule = useQuery({ ...resultsEntryQueries.day(day ?? '', locale), enabled: Boolean(day) })
  // A referee is offered only the units of their assigned disciplines (the server refuses the others anyway).
  const me = useQuery(resultsEntryQueries.me(locale))
  const units = (schedule.data?.items ?? []).filter(
    (i) => i.eventCode && me.data && can(me.data.user, 'results.enter', { discipline: i.disciplineCode ?? '' }),
  )
  const dayId = useId()
  const unitId = useId()
  return (
    <section aria-labelledby={`${dayId}-h`} className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id={`${dayId}-h`} className="text-lg font-bold text-ink">
        {t('resultsEntry.pick')}
      </h2>
      <div className="flex flex-wrap gap-4">
        <label htmlFor={dayId} className="grid gap-1 text-sm font-semibold text-ink">
          {t('resultsEntry.day')}
          <select
            id={dayId}
            className={FIELD}
            value={day ?? ''}
            onChange={(e) => onChange({ day: e.target.value, unit: undefined })}
          >
            {(days.data?.items ?? []).map((d) => (
              <option key={d.day} value={d.day}>
                {d.day}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={unitId} className="grid min-w-0 flex-1 basis-64 gap-1 text-sm font-semibold text-ink">
          {t('resultsEntry.unit')}
          <select
            id={unitId}
            className={`${FIELD} w-full min-w-0 truncate`}
            value={selection.unit ?? ''}
            onChange={(e) => onChange({ day, unit: e.target.value || undefined })}
          >
            <option value="">{t('resultsEntry.chooseUnit')}</option>
            {units.map((i) => (
              <option key={i.code} value={i.code}>
                {`${days.data ? formatTime(i.startAt, { locale, timeZone: days.data.timeZone }) : ''} · ${i.disciplineName ?? ''} · ${i.eventName ?? ''} · ${i.name}`}
              </option>
            ))}
          </select>
        </label>
      </div>
    </section>
  )
}

/** Field errors of the API (`results.3.rank`) → a translated message per row and field. */
function rowErrors(fields: Record<string, string[]> | undefined): Map<number, string[]> {
  const byRow = new Map<number, string[]>()
  for (const key of Object.keys(fields ?? {})) {
    const match = /^results\.(\d+)\.(\w+)$/.exec(key)
    if (!match) continue
    const row = Number(match[1])
    byRow.set(row, [...(byRow.get(row) ?? []), match[2] ?? ''])
  }
  return byRow
}

function UnitEditor({ code }: { code: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const detail = useQuery(resultsEntryQueries.unit(code, locale))
  const [draft, setDraft] = useState<{ code: string; builtAt: string; rows: ResultFormRow[] } | null>(null)
  // The status the results are saved with: the unit's own until staff pick another (a correction to an official
  // unit stays official unless they say otherwise).
  const [chosenStatus, setChosenStatus] = useState<{ code: string; status: ResultStatus } | null>(null)
  const [errors, setErrors] = useState<Map<number, string[]>>(new Map())
  // The public reason of a correction (decision 086): asked while the unit is official, in the language staff use.
  const [reason, setReason] = useState<{ code: string; text: string } | null>(null)
  const [reasonMissing, setReasonMissing] = useState(false)
  // The toast as soon as a write is done, before the editor's reads refetch; it stays busy until they have.
  const statusWrite = resultsEntryMutations.status(locale)
  const moveUnit = useMutation({
    ...statusWrite,
    onSuccess: (answer, input, result, context) => {
      const status = t(`resultsEntry.scheduleStatus.${input.scheduleStatus}`)
      toast.success(t('resultsEntry.moved', { status }))
      return statusWrite.onSuccess?.(answer, input, result, context)
    },
  })
  const resultsWrite = resultsEntryMutations.results(locale)
  const saveResults = useMutation({
    ...resultsWrite,
    onSuccess: (answer, input, result, context) => {
      setErrors(new Map())
      setDraft(null)
      setPending(null)
      setReason(null)
      setReasonMissing(false)
      // A correction of an official result is public at once, in the log: said so, and not offered as an undo.
      if (input.body.reason) toast.success(t('corrections.entrySaved'))
      else if (input.body.resultStatus === 'OFFICIAL' && answer) {
        // Official finishes the unit; a mistake is one tap from undone (the statuses before come back).
        const expected = { scheduleStatus: answer.unit.scheduleStatus, resultStatus: answer.unit.resultStatus }
        toast.success(t('venueOps.officialDone'), {
          duration: 15_000,
          action: { label: t('venueOps.undo'), onClick: () => void undoOfficial(input.code, expected) },
        })
      } else toast.success(t('resultsEntry.saved'))
      return resultsWrite.onSuccess?.(answer, input, result, context)
    },
  })
  const undoWrite = useMutation(resultsEntryMutations.undo(locale))
  const undoOfficial = async (unitCode: string, expected: UnitUndo) => {
    try {
      await undoWrite.mutateAsync({ code: unitCode, expected })
      toast.success(t('venueOps.undone'))
    } catch (error) {
      toast.error(apiErrorMessage(t, error, 'resultsEntry.moveFailed'))
    }
  }
  // A write that could not leave the phone (offline): kept, said so, sent again on reconnect or by Retry. The rows
  // typed stay in the draft whatever happens (decision 066).
  const [pending, setPending] = useState<{ code: string; body: PutResults } | null>(null)
  const [confirming, setConfirming] = useState<PutResults | null>(null)
  const busy = moveUnit.isPending || saveResults.isPending || undoWrite.isPending
  const send = async (body: PutResults) => {
    try {
      await saveResults.mutateAsync({ code, body })
    } catch (error) {
      if (!(error instanceof ApiRequestError)) {
        setPending({ code, body })
        toast.error(t('venueOps.offlineKept'))
      } else if (error.status === 400) {
        setErrors(rowErrors(error.fields))
        toast.error(t('resultsEntry.invalid'))
      } else
        toast.error(
          refused(error) ? t('resultsEntry.notAssigned') : apiErrorMessage(t, error, 'resultsEntry.saveFailed'),
        )
    }
  }
  useEffect(() => {
    if (!pending) return
    const retry = () => void send(pending.body)
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  })
  if (detail.isPending) return <CardListSkeleton rows={3} label={t('resultsEntry.loading')} />
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />
  const data = detail.data
  const unit = data.unit
  const rows = draft && draft.code === code ? draft.rows : formRowsOf(data)
  const resultStatus: ResultStatus =
    chosenStatus?.code === code
      ? chosenStatus.status
      : unit.resultStatus && unit.resultStatus !== 'START_LIST'
        ? unit.resultStatus
        : 'UNOFFICIAL'
  const setRow = (index: number, patch: Partial<ResultFormRow>) =>
    setDraft({ code, builtAt: data.builtAt, rows: rows.map((r, i) => (i === index ? { ...r, ...patch } : r)) })

  const move = async (scheduleStatus: ScheduleStatus) => {
    try {
      await moveUnit.mutateAsync({ code, scheduleStatus })
    } catch (error) {
      toast.error(refused(error) ? t('resultsEntry.notAssigned') : apiErrorMessage(t, error, 'resultsEntry.moveFailed'))
    }
  }

  const official = unit.resultStatus === 'OFFICIAL'
  const reasonText = reason?.code === code ? reason.text : ''
  const save = (status: ResultStatus) => {
    const body: PutResults = {
      resultStatus: status,
      results: resultRowsOf(rows),
      ...(official ? { reason: reasonText.trim(), reasonLocale: locale } : {}),
    }
    if (official && !reasonText.trim()) {
      setReasonMissing(true)
      toast.error(t('corrections.entryReasonRequired'))
      document.getElementById('correction-reason')?.focus()
      return
    }
    if (status === 'OFFICIAL' && body.results.length === 0) {
      toast.error(t('venueOps.errors.official_without_results'))
      return
    }
    // The ranking rules are the domain's, so rows the API would refuse are marked without a round trip.
    const problems = rankingProblems(body.results)
    if (problems.size) {
      setErrors(problems)
      toast.error(t('resultsEntry.invalid'))
      return
    }
    // Publishing official finishes the unit and awards its medals: asked once more (decision 066).
    if (status === 'OFFICIAL' && unit.resultStatus !== 'OFFICIAL') setConfirming(body)
    else void send(body)
  }

  const next = SCHEDULE_STATUS_TRANSITIONS[unit.scheduleStatus]
  return (
    <section aria-labelledby="unit-heading" className="grid gap-4 rounded-2xl border border-line bg-surface p-4">
      <div>
        <h2 id="unit-heading" className="text-xl font-bold text-ink">
          {data.event?.name ?? unit.name} · {unit.name}
        </h2>
        <p className="mt-1 text-sm text-ink-muted" data-testid="unit-statuses">
          {t('resultsEntry.statusLine', {
            schedule: t(`resultsEntry.scheduleStatus.${unit.scheduleStatus}`),
            result: unit.resultStatus ? t(`resultsEntry.resultStatus.${unit.resultStatus}`) : '—',
          })}
        </p>
      </div>
      <div className="grid gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('resultsEntry.moveTo')}</h3>
        {next.length ? (
          <div className="flex flex-wrap gap-2">
            {next.map((s) => (
              <button key={s} type="button" className={secondaryButton} disabled={busy} onClick={() => void move(s)}>
                {t(`resultsEntry.scheduleStatus.${s}`)}
              </button>
            ))}
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('resultsEntry.noMoves')}</p>
        )}
      </div>
      <StartListEditor data={data} />
      <form
        onSubmit={(e) => {
          e.preventDefault()
          save(resultStatus)
        }}
        className="grid gap-3"
        aria-labelledby="results-heading"
      >
        <h3 id="results-heading" className="text-lg font-bold text-ink">
          {t('resultsEntry.results')}
        </h3>
        <p className="text-sm text-ink-muted">{t('resultsEntry.tiesHint')}</p>
        {/* On a phone each row is a name over its three inputs, so nothing scrolls sideways (decision 066). */}
        <table className="w-full text-left text-sm text-ink">
          <thead className="sr-only sm:not-sr-only">
            <tr className="border-b border-line">
              <th scope="col" className="p-2">
                {t('resultsEntry.competitor')}
              </th>
              <th scope="col" className="p-2">
                {t('resultsEntry.rank')}
              </th>
              <th scope="col" className="p-2">
                {t('resultsEntry.result')}
              </th>
              <th scope="col" className="p-2">
                {t('resultsEntry.irm')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const rowFieldErrors = errors.get(i)
              const errorId = `row-error-${i}`
              const described = rowFieldErrors ? errorId : undefined
              return (
                <tr
                  key={r.key}
                  className="grid grid-cols-[4rem_minmax(0,1fr)_7rem] gap-x-2 border-b border-line py-2 align-top sm:table-row sm:py-0"
                >
                  <th scope="row" className="col-span-3 px-0 pb-1 font-semibold sm:p-2">
                    {r.name} <span className="text-ink-muted">({r.organisation})</span>
                    {rowFieldErrors ? (
                      <ul id={errorId} className="mt-1 font-normal text-red-700 dark:text-red-300">
                        {rowFieldErrors.map((f) => (
                          <li key={f}>{t(`resultsEntry.fieldErrors.${f}`, t('resultsEntry.fieldErrors.other'))}</li>
                        ))}
                      </ul>
                    ) : null}
                  </th>
                  <td className="block sm:table-cell sm:p-2">
                    <input
                      className={`${FIELD} w-full sm:w-20`}
                      type="number"
                      min={1}
                      inputMode="numeric"
                      placeholder={t('unit.columns.rankShort')}
                      aria-label={t('resultsEntry.rankOf', { name: r.name })}
                      aria-invalid={rowFieldErrors?.includes('rank') || undefined}
                      aria-describedby={described}
                      value={r.rank}
                      onChange={(e) => setRow(i, { rank: e.target.value })}
                    />
                  </td>
                  <td className="block min-w-0 sm:table-cell sm:p-2">
                    <input
                      className={`${FIELD} w-full sm:w-32`}
                      placeholder={t('resultsEntry.result')}
                      aria-label={t('resultsEntry.resultOf', { name: r.name })}
                      aria-describedby={described}
                      value={r.result}
                      maxLength={64}
                      onChange={(e) => setRow(i, { result: e.target.value })}
                    />
                  </td>
                  <td className="block sm:table-cell sm:p-2">
                    <select
                      className={`${FIELD} w-full sm:w-auto`}
                      aria-label={t('resultsEntry.irmOf', { name: r.name })}
                      aria-invalid={rowFieldErrors?.includes('irm') || undefined}
                      aria-describedby={described}
                      value={r.irm}
                      onChange={(e) => setRow(i, { irm: e.target.value })}
                    >
                      <option value="">{t('resultsEntry.noIrm')}</option>
                      {IRMS.map((irm) => (
                        <option key={irm} value={irm}>
                          {irm}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        <MedallistsPreview unit={unit} rows={rows} />
        {pending?.code === code ? (
          <div
            role="alert"
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-warn-soft px-3.5 py-2.5 text-sm font-medium text-warn-strong"
          >
            <span>{t('venueOps.offlinePending')}</span>
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => void send(pending.body)}>
              {t('venueOps.retry')}
            </button>
          </div>
        ) : null}
        {official && (
          <div className="grid gap-1">
            <label htmlFor="correction-reason" className="text-sm font-semibold text-ink">
              {t('corrections.entryReason')}
            </label>
            <p id="correction-reason-hint" className="text-sm text-ink-muted">
              {t('corrections.entryReasonHint', { language: t(`corrections.language.${locale}`) })}
            </p>
            <textarea
              id="correction-reason"
              className={`${FIELD} min-h-20`}
              lang={locale}
              maxLength={500}
              aria-describedby={
                reasonMissing ? 'correction-reason-hint correction-reason-error' : 'correction-reason-hint'
              }
              aria-invalid={reasonMissing || undefined}
              value={reasonText}
              onChange={(e) => {
                setReason({ code, text: e.target.value })
                if (e.target.value.trim()) setReasonMissing(false)
              }}
            />
            {reasonMissing && (
              <p id="correction-reason-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                {t('corrections.entryReasonRequired')}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm font-semibold text-ink">
            {t('resultsEntry.resultStatusLabel')}
            <select
              className={FIELD}
              value={resultStatus}
              onChange={(e) => setChosenStatus({ code, status: e.target.value as ResultStatus })}
            >
              {RESULT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`resultsEntry.resultStatus.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('resultsEntry.save')}
          </button>
          {unit.resultStatus !== 'OFFICIAL' && (
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => save('OFFICIAL')}>
              {t('venueOps.publishOfficial')}
            </button>
          )}
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('venueOps.confirmTitle')}
        closeLabel={t('venueOps.cancel')}
      >
        <div className="grid gap-4">
          <p className="text-ink">{t('venueOps.confirmText', { unit: `${data.event?.name ?? ''} · ${unit.name}` })}</p>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className={secondaryButton} onClick={() => setConfirming(null)}>
              {t('venueOps.cancel')}
            </button>
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => {
                const body = confirming
                setConfirming(null)
                if (body) void send(body)
              }}
            >
              {t('venueOps.confirmOfficial')}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  )
}

function History({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <section aria-labelledby="history-heading" className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
      <h2 id="history-heading" className="text-lg font-bold text-ink">
        {t('resultsEntry.history')}
      </h2>
      {entries.length ? (
        <ul className="grid gap-1 text-sm text-ink" data-testid="audit-history">
          {entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.at}>{new Date(e.at).toLocaleString(locale)}</time> · {e.actor} ·{' '}
              {t(`resultsEntry.actions.${e.action}`, e.action)} · {e.entityId}: {summary(e.before, t)} →{' '}
              {summary(e.after, t)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('resultsEntry.noHistory')}</p>
      )}
    </section>
  )
}

/** An audit row's before or after, in words: statuses translated, results as a count. */
function summary(value: unknown, t: TFunction): string {
  if (!value || typeof value !== 'object') return '—'
  const v = value as { scheduleStatus?: string; resultStatus?: string | null; results?: unknown[]; reason?: string }
  return [
    v.scheduleStatus ? t(`resultsEntry.scheduleStatus.${v.scheduleStatus as ScheduleStatus}`) : undefined,
    v.resultStatus ? t(`resultsEntry.resultStatus.${v.resultStatus as ResultStatus}`) : undefined,
    v.results ? t('resultsEntry.rows', { count: v.results.length }) : undefined,
    v.reason,
  ]
    .filter(Boolean)
    .join(' / ')
}
