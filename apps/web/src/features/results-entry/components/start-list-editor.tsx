import { type EventStructure, slotPosition, type UnitDetail } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { ArrowDown, ArrowUp, X } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { apiErrorMessage } from '../../../lib/api-error-message.ts'
import { resultsEntryMutations, resultsEntryQueries } from '../api.ts'

/** One competitor of the list being edited. */
interface Row {
  id: string
  team: boolean
  name: string
  organisation: string
  position: string
}

type DecidedSlot = Extract<EventStructure['rounds'][number]['units'][number]['slots'][number], { state: 'decided' }>

const rowOf = (slot: DecidedSlot, position: string): Row => ({
  id: slot.competitorId,
  team: slot.competitor.athlete === null,
  name: slot.competitor.name,
  organisation: slot.competitor.organisation.code,
  position,
})

/** The unit's round in the structure, with the slots decided for it (the qualifiers), each with its lane or side. */
function qualifiersOf(structure: EventStructure | undefined, code: string): Row[] | null {
  for (const round of structure?.rounds ?? []) {
    const unit = round.units.find((u) => u.code === code)
    if (!unit) continue
    const shape = { contest: round.contest, units: round.units.map((u) => ({ slots: u.slots })) }
    return unit.slots.flatMap((slot, index) =>
      slot.state === 'decided' ? [rowOf(slot, slotPosition(shape, index))] : [],
    )
  }
  return null
}

/** Everyone the structure names in the event (the competitors staff may add). */
function candidatesOf(structure: EventStructure | undefined): Row[] {
  const seen = new Map<string, Row>()
  for (const round of structure?.rounds ?? []) {
    for (const unit of round.units) {
      for (const slot of unit.slots)
        if (slot.state === 'decided' && !seen.has(slot.competitorId)) seen.set(slot.competitorId, rowOf(slot, ''))
    }
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * Staff build and edit a unit's start list (issue 42 point 5, decision 075): filled in one click from the previous
 * round's qualifiers when the event has a structure, competitors added, removed and moved, lanes typed. A unit that
 * already has results keeps its list unless staff tick "change anyway".
 */
export function StartListEditor({ data }: { data: UnitDetail }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const code = data.unit.code
  const eventCode = data.event?.code ?? ''
  const structure = useQuery({ ...resultsEntryQueries.structure(eventCode, locale), enabled: Boolean(eventCode) })
  const initial: Row[] = data.startList.map((e) => ({
    id: e.team?.id ?? e.athlete?.id ?? '',
    team: e.athlete === null,
    name: e.name,
    organisation: e.organisation.code,
    position: e.position ?? '',
  }))
  const [draft, setDraft] = useState<{ code: string; rows: Row[] } | null>(null)
  const [locked, setLocked] = useState<{ code: string; force: boolean } | null>(null)
  const [adding, setAdding] = useState('')
  const rows = draft?.code === code ? draft.rows : initial
  const set = (next: Row[]) => setDraft({ code, rows: next })
  const qualifiers = qualifiersOf(structure.data, code)
  const candidates = candidatesOf(structure.data).filter((c) => !rows.some((r) => r.id === c.id))
  const save = useMutation(resultsEntryMutations.startList(locale))
  const headingId = useId()
  const addId = useId()
  const force = locked?.code === code && locked.force

  const move = (index: number, by: number) => {
    const next = [...rows]
    const [row] = next.splice(index, 1)
    if (row) next.splice(index + by, 0, row)
    set(next)
  }
  const submit = async () => {
    const entries = rows.map((r) => ({
      ...(r.team ? { teamId: r.id } : { athleteId: r.id }),
      position: r.position.trim() || null,
    }))
    try {
      await save.mutateAsync({ code, body: { entries, ...(force ? { force: true } : {}) } })
      setDraft(null)
      setLocked(null)
      toast.success(t('startList.saved'))
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'start_list_locked') setLocked({ code, force: false })
      toast.error(apiErrorMessage(t, error, 'startList.saveFailed'))
    }
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-ink">
          {t('startList.title')}
        </h3>
        {qualifiers && qualifiers.length > 0 ? (
          <button type="button" className={secondaryButton} onClick={() => set(qualifiers)}>
            {t('startList.fillFromQualifiers')}
          </button>
        ) : null}
      </div>
      {qualifiers && qualifiers.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('startList.noQualifiersYet')}</p>
      ) : null}
      {rows.length === 0 ? <p className="text-sm text-ink-muted">{t('startList.empty')}</p> : null}
      <ol className="grid gap-2" aria-label={t('startList.title')}>
        {rows.map((r, i) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-2"
            data-testid="start-list-row"
          >
            <span className="min-w-0 flex-1 basis-40 font-semibold text-ink">
              {i + 1}. {r.name} <span className="font-normal text-ink-muted">({r.organisation})</span>
            </span>
            <label className="flex items-center gap-1 text-sm text-ink">
              {t('startList.lane')}
              <input
                className={`${FIELD} w-16`}
                value={r.position}
                inputMode="numeric"
                maxLength={16}
                aria-label={t('startList.laneOf', { name: r.name })}
                onChange={(e) => set(rows.map((x, j) => (j === i ? { ...x, position: e.target.value } : x)))}
              />
            </label>
            <button
              type="button"
              className={secondaryButton}
              disabled={i === 0}
              aria-label={t('startList.moveUp', { name: r.name })}
              onClick={() => move(i, -1)}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={i === rows.length - 1}
              aria-label={t('startList.moveDown', { name: r.name })}
              onClick={() => move(i, 1)}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={secondaryButton}
              aria-label={t('startList.remove', { name: r.name })}
              onClick={() => set(rows.filter((_, j) => j !== i))}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        ))}
      </ol>
      {candidates.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={addId} className="grid min-w-0 flex-1 basis-56 gap-1 text-sm font-semibold text-ink">
            {t('startList.addLabel')}
            <select id={addId} className={`${FIELD} w-full`} value={adding} onChange={(e) => setAdding(e.target.value)}>
              <option value="">{t('startList.choose')}</option>
              {candidates.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.name} (${c.organisation})`}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className={secondaryButton}
            disabled={!adding}
            onClick={() => {
              const found = candidates.find((c) => c.id === adding)
              if (found) set([...rows, { ...found, position: '' }])
              setAdding('')
            }}
          >
            {t('startList.add')}
          </button>
        </div>
      ) : null}
      {locked?.code === code ? (
        <label className="flex items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={force} onChange={(e) => setLocked({ code, force: e.target.checked })} />
          {t('startList.forceLabel')}
        </label>
      ) : null}
      <div>
        <button type="button" className={primaryButton} disabled={save.isPending} onClick={() => void submit()}>
          {t('startList.save')}
        </button>
      </div>
    </section>
  )
}
