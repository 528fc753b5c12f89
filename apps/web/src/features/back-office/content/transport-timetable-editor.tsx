import { LOCALES } from '@podium/domain'
import { Plus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { TranslatedFields } from '../components/admin-kit.tsx'
import type { TranslatedValue } from './content-form-values.ts'
import type { OwnEditor, OwnEditorProps } from './content-own-editors.tsx'

/** A departure as the form edits it; `row` is a key for React only (rows are added and removed), never sent. */
interface DepartureRow {
  row: number
  time: string
  stop: TranslatedValue
}

let nextRow = 1
const emptyStop = () => Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as TranslatedValue

/** The stored departures as rows, each with its React key (a new line starts with none). */
const toForm = (stored: unknown): DepartureRow[] =>
  (Array.isArray(stored) ? (stored as { time?: string; stop?: Partial<TranslatedValue> }[]) : []).map((d) => ({
    row: nextRow++,
    time: d.time ?? '',
    stop: { ...emptyStop(), ...d.stop },
  }))

/** The departures as the kind's schema checks them (the server stores them sorted by time). */
const toBody = (value: unknown) => (value as DepartureRow[]).map(({ time, stop }) => ({ time, stop }))

/**
 * A transport line's timetable (decisions 044, 117), the transport kind's own editor of its `departures`: one row per
 * departure — its time on the games' clock and its stop in the four languages — added and removed here, each row's
 * problems shown on it by path (`departures.0.time`).
 */
function TimetableEditor({ value, onChange, errors }: OwnEditorProps) {
  const { t } = useTranslation()
  const rows = value as DepartureRow[]
  const set = (row: number, change: Partial<DepartureRow>) =>
    onChange(rows.map((d) => (d.row === row ? { ...d, ...change } : d)))
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{t('content.transport.fields.departures')}</legend>
      <p className="text-xs text-ink-muted">{t('content.transport.timetable.hint')}</p>
      {rows.map((departure, index) => (
        <div key={departure.row} className="grid gap-3 rounded-2xl border border-line p-3">
          <div className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={t('content.transport.timetable.time', { n: index + 1 })}
              type="time"
              value={departure.time}
              onChange={(e) => set(departure.row, { time: e.target.value })}
              required
              error={errors[`departures.${index}.time`]}
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onChange(rows.filter((d) => d.row !== departure.row))}
              aria-label={t('content.transport.timetable.removeOne', { n: index + 1 })}
            >
              <X aria-hidden="true" className="size-4" />
              {t('content.transport.timetable.remove')}
            </button>
          </div>
          <TranslatedFields
            legend={t('content.transport.timetable.stop', { n: index + 1 })}
            name={`departures.${index}.stop`}
            value={departure.stop}
            onChange={(stop) => set(departure.row, { stop })}
            errors={errors}
          />
        </div>
      ))}
      <button
        type="button"
        className={`${secondaryButton} justify-self-start`}
        onClick={() => onChange([...rows, { row: nextRow++, time: '', stop: emptyStop() }])}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('content.transport.timetable.add')}
      </button>
    </fieldset>
  )
}

export const TRANSPORT_TIMETABLE_EDITOR: OwnEditor = { Editor: TimetableEditor, toForm, toBody }
