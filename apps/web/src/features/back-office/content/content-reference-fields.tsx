import { dayRange, formatDayLabel, type Locale, nameCollator } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { LabelledSelect, Options } from '../components/labelled-select.tsx'
import { contentAdminQueries } from './content-api.ts'
import type { ContentField } from './content-form-values.ts'
import type { KindText } from './content-text.ts'

interface ReferenceFieldProps {
  /** The kind's name: an `event` field searches under its path (`/admin/<kind>/events`). */
  kind: string
  field: ContentField
  text: KindText & { generic: KindText }
  value: string
  onChange: (value: string) => void
  required: boolean
  error: string | undefined
}

/**
 * The games' disciplines and delegations as options (the selects, the discipline filter, the list's summary; decision
 * 111), each labelled by its name; fetched only when `enabled` (a kind with such a field).
 */
export function useReferenceOptions(enabled = true) {
  const locale = useLocale()
  const disciplines = useQuery({ ...referenceQueries.disciplines(locale), enabled }).data ?? []
  const organisations = useQuery({ ...referenceQueries.organisations(locale), enabled }).data ?? []
  return {
    discipline: byLabel(
      disciplines.map((d) => ({ value: d.code, label: d.name })),
      locale,
    ),
    organisation: byLabel(
      organisations.map((o) => ({ value: o.code, label: `${o.name} (${o.code})` })),
      locale,
    ),
  }
}

/**
 * Options in the order of their labels in the page's language: the reference lists come in another order (a real
 * games' disciplines by their English names), which reads as no order at all in Portuguese.
 */
export function byLabel<T extends { label: string }>(options: readonly T[], locale: Locale): T[] {
  const collator = nameCollator(locale)
  return [...options].sort((a, b) => collator.compare(a.label, b.label))
}

/**
 * A field whose options come from the games' data (decisions 110, 111): a `day` of the games (labelled like every day
 * list), a `discipline` by its code (labelled by its name) or an `organisation` (a delegation, by its name and code).
 * An optional one starts with "none". The server checks each value exists (content-references.ts).
 */
export function ReferenceField(props: ReferenceFieldProps) {
  if (props.field.widget === 'day') return <DayField {...props} />
  if (props.field.widget === 'organisation') return <OrganisationField {...props} />
  if (props.field.widget === 'venue') return <VenueField {...props} />
  if (props.field.widget === 'event') return <EventField {...props} />
  return <DisciplineField {...props} />
}

/** The games' days, from the games' config (a `day` field's options and filter, a `days` field's checkboxes). */
export function useGamesDays(): string[] {
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  return games ? dayRange(games.startsOn, games.endsOn) : []
}

function DayField(props: ReferenceFieldProps) {
  const locale = useLocale()
  const options = useGamesDays().map((day) => ({ value: day, label: formatDayLabel(day, { locale }) }))
  // A required day left empty starts on the games' today (decision 114: a new official photo's, as before).
  const today = useQuery(configQueries.detail(locale)).data?.games.today
  const start = props.required && props.value === '' ? today : undefined
  const { onChange } = props
  useEffect(() => {
    if (start) onChange(start)
  }, [start, onChange])
  return <ReferenceSelect {...props} none={props.text.generic('noDay')} options={options} />
}

function DisciplineField(props: ReferenceFieldProps) {
  const options = useReferenceOptions().discipline
  return <ReferenceSelect {...props} none={props.text.generic('noDiscipline')} options={options} />
}

function OrganisationField(props: ReferenceFieldProps) {
  const options = useReferenceOptions().organisation
  return <ReferenceSelect {...props} none={props.text.generic('none')} options={options} />
}

function VenueField(props: ReferenceFieldProps) {
  const locale = useLocale()
  const venues = useQuery(referenceQueries.venues(locale)).data ?? []
  const options = byLabel(
    venues.map((venue) => ({ value: venue.code, label: venue.name })),
    locale,
  )
  return <ReferenceSelect {...props} none={props.text.generic('noVenue')} options={options} />
}

/**
 * An `event` field (decision 116): a search of the games' events by code or name, and the select of what it finds,
 * each labelled by its name and code; the chosen event stays a choice while the search shows others.
 */
function EventField(props: ReferenceFieldProps) {
  const locale = useLocale()
  const [q, setQ] = useState('')
  const found = useQuery(contentAdminQueries.events(props.kind, locale, q)).data ?? []
  const listed = props.value === '' || found.some((event) => event.code === props.value)
  // The chosen event's name: the search by its code finds it.
  const chosen = useQuery({ ...contentAdminQueries.events(props.kind, locale, props.value), enabled: !listed }).data
  const kept = listed ? [] : (chosen ?? []).filter((event) => event.code === props.value)
  const options = [...kept, ...found].map((event) => ({ value: event.code, label: `${event.name} (${event.code})` }))
  return (
    <div className="grid content-start gap-3">
      <SearchBox
        label={props.text.generic('eventSearch')}
        placeholder={props.text.generic('eventSearchPlaceholder')}
        value={q}
        onChange={setQ}
      />
      <ReferenceSelect {...props} none={props.text.generic('chooseEvent')} options={options} />
    </div>
  )
}

function ReferenceSelect({
  field,
  text,
  value,
  onChange,
  required,
  error,
  none,
  options,
}: ReferenceFieldProps & { none: string; options: { value: string; label: string }[] }) {
  // A stored value the games no longer list (a day moved, a discipline removed) stays visible until changed.
  const listed = value === '' || options.some((option) => option.value === value)
  return (
    <LabelledSelect
      label={text(`fields.${field.name}`)}
      value={value}
      onChange={onChange}
      required={required}
      error={error}
    >
      {(!required || value === '') && <option value="">{none}</option>}
      {!listed && <option value={value}>{value}</option>}
      <Options values={options} idOf={(option) => option.value} label={(option) => option.label} />
    </LabelledSelect>
  )
}

/** A `days` field (decision 111): a checkbox per games day, with the kind's hint (`hints.<field>`). */
export function DaysField({
  field,
  text,
  value,
  onChange,
  error,
}: {
  field: ContentField
  text: KindText
  value: readonly string[]
  onChange: (days: string[]) => void
  error: string | undefined
}) {
  const id = useId()
  const locale = useLocale()
  const days = useGamesDays()
  const toggle = (day: string, on: boolean) =>
    onChange(on ? [...value, day].sort() : value.filter((chosen) => chosen !== day))
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-ink">{text(`fields.${field.name}`)}</legend>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {text(`hints.${field.name}`)}
      </p>
      <div className="flex flex-wrap gap-2">
        {days.map((day) => (
          <label
            key={day}
            className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1.5 text-sm text-ink"
          >
            <input type="checkbox" checked={value.includes(day)} onChange={(e) => toggle(day, e.target.checked)} />
            {formatDayLabel(day, { locale })}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p>}
    </fieldset>
  )
}
