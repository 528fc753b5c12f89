import { LOCALES } from '@podium/domain'
import { Plus, X } from 'lucide-react'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { TranslatedFields } from '../components/admin-kit.tsx'
import type { FieldEditorProps } from './content-field-editors.tsx'
import type { TranslatedValue } from './content-form-values.ts'

/** A departure as the form edits it; `row` is a key for React only (rows are added and removed), which the schema drops. */
interface DepartureRow {
  row: number
  time: string
  stop: TranslatedValue
}

let nextRow = 1
/** A stored departure's key, the same at every render (the item's departures are the same objects until edited). */
const storedRows = new WeakMap<object, number>()
const rowKeyOf = (departure: object) => {
  const known = storedRows.get(departure)
  if (known) return known
  storedRows.set(departure, nextRow)
  return nextRow++
}

const emptyStop = () => Object.fromEntries(LOCALES.map((locale) => [locale, ''])) as TranslatedValue

/** The stored departures (or the rows being edited) as rows, each with its React key. */
const rowsOf = (value: FieldEditorProps['value']): DepartureRow[] =>
  (Array.isArray(value) ? (value as Partial<DepartureRow>[]) : []).map((d) => ({
    row: d.row ?? rowKeyOf(d),
    time: d.time ?? '',
    stop: { ...emptyStop(), ...d.stop },
  }))

/**
 * A transport line's timetable (decisions 044, 117): one row per departure — its time on the games' clock and its stop
 * in the four languages — added and removed here; the server stores them sorted by time.
 */
export function TimetableEditor({ field, text, value, onChange, errors }: FieldEditorProps) {
  const rows = rowsOf(value)
  const set = (row: number, change: Partial<DepartureRow>) =>
    onChange(rows.map((d) => (d.row === row ? { ...d, ...change } : d)))
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{text(`fields.${field.name}`)}</legend>
      <p className="text-xs text-ink-muted">{text('timetable.hint')}</p>
      {rows.map((departure, index) => (
        <div key={departure.row} className="grid gap-3 rounded-2xl border border-line p-3">
          <div className="flex items-end gap-3">
            <TextField
              className="flex-1"
              label={text('timetable.time', { n: index + 1 })}
              type="time"
              value={departure.time}
              onChange={(e) => set(departure.row, { time: e.target.value })}
              required
              error={errors[`${field.name}.${index}.time`]}
            />
            <button
              type="button"
              className={secondaryButton}
              onClick={() => onChange(rows.filter((d) => d.row !== departure.row))}
              aria-label={text('timetable.removeOne', { n: index + 1 })}
            >
              <X aria-hidden="true" className="size-4" />
              {text('timetable.remove')}
            </button>
          </div>
          <TranslatedFields
            legend={text('timetable.stop', { n: index + 1 })}
            name={`${field.name}.${index}.stop`}
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
        {text('timetable.add')}
      </button>
    </fieldset>
  )
}
