import { type AnyContentKind, contentSchemas } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { FormActions, FormFailure, TranslatedFields } from '../components/admin-kit.tsx'
import { schemaProblems, useEditorSave } from '../components/use-editor-save.ts'
import { type ContentAdminItem, contentAdminMutations } from './content-api.ts'
import {
  type ContentField,
  type FormValues,
  isRequired,
  isTranslated,
  type TranslatedValue,
  toBody,
  toFormValues,
} from './content-form-values.ts'
import { ReferenceField } from './content-reference-fields.tsx'
import { type KindText, useKindText } from './content-text.ts'

/** How each plain widget's input is typed, so a phone gets the phone keyboard and an address the address one. */
const INPUTS = {
  text: {},
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off' },
  'https-url': { type: 'url', inputMode: 'url', placeholder: 'https://' },
  integer: { inputMode: 'numeric' },
  datetime: { type: 'datetime-local' },
  time: { type: 'time' },
} as const

/** Widgets whose options are the games' data (a day, a discipline): content-reference-fields.tsx. */
const isReference = (field: ContentField) => field.widget === 'day' || field.widget === 'discipline'
/** Widgets typed on the games' clock: their label names the games' time zone. */
const isZoned = (field: ContentField) => field.widget === 'datetime' || field.widget === 'time'

/**
 * The add/edit form of a content kind, one input per declared field by its widget, checked before sending with the
 * kind's own schema (`contentSchemas(kind)`, the one the server applies) and saved through the manager's mutation.
 */
export function ContentForm({
  kind,
  item,
  timeZone,
  onDone,
}: {
  kind: AnyContentKind
  item: ContentAdminItem | undefined
  timeZone: string
  onDone: () => void
}) {
  const text = useKindText(kind)
  const { i18n } = useTranslation()
  const save = useMutation(contentAdminMutations.save(kind, useLocale()))
  const schemas = useMemo(() => contentSchemas(kind), [kind])
  const [values, setValues] = useState<FormValues>(() => toFormValues(kind, item, timeZone))
  const { errors, failure, save: saveChecked } = useEditorSave()

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { ...toBody(kind, values, timeZone), ...(item ? { version: item.version } : {}) }
    await saveChecked(schemaProblems(item ? schemas.update : schemas.input, body), async () => {
      await save.mutateAsync({ id: item?.id, body })
      toast.success(item ? text('saved') : text('created'))
      onDone()
    })
  }

  const set = (name: string, value: FormValues[string]) => setValues((current) => ({ ...current, [name]: value }))
  const translated = kind.fields.filter(isTranslated)
  const plain = kind.fields.filter((field) => !isTranslated(field))

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      {/* Choices first: a section or a type says which of the other fields matter. */}
      {plain
        .filter((field) => field.widget === 'choice')
        .map((field) => (
          <ChoiceField
            key={field.name}
            field={field}
            text={text}
            value={values[field.name] as string}
            onChange={(value) => set(field.name, value)}
            error={errors[field.name]}
          />
        ))}
      {translated.map((field) => (
        <TranslatedFields
          key={field.name}
          legend={text(`fields.${field.name}`)}
          name={field.name}
          value={values[field.name] as TranslatedValue}
          onChange={(value) => set(field.name, value)}
          errors={errors}
          optional={!isRequired(kind, field)}
          hint={isRequired(kind, field) ? undefined : text.generic('optionalTranslationsHint')}
          multiline={field.widget === 'translated-long'}
        />
      ))}
      <div className="grid gap-3 sm:grid-cols-2">
        {plain
          .filter((field) => field.widget !== 'choice')
          .map((field) => {
            const label = text(`fields.${field.name}`)
            // A field may say more under it (`content.<kind>.hints.<field>`: which video hosts play).
            const hintKey = `content.${kind.kind}.hints.${field.name}`
            const input = isReference(field) ? (
              <ReferenceField
                field={field}
                text={text}
                value={values[field.name] as string}
                onChange={(value) => set(field.name, value)}
                required={isRequired(kind, field)}
                error={errors[field.name]}
              />
            ) : (
              <TextField
                label={isZoned(field) ? text.generic('zoned', { field: label, zone: timeZone }) : label}
                {...INPUTS[field.widget as keyof typeof INPUTS]}
                value={values[field.name] as string}
                onChange={(e) => set(field.name, e.target.value)}
                required={isRequired(kind, field)}
                error={errors[field.name]}
              />
            )
            if (!i18n.exists(hintKey)) return <div key={field.name}>{input}</div>
            return (
              <div key={field.name} className="grid content-start gap-1">
                {input}
                <p className="text-xs text-ink-muted">{text(`hints.${field.name}`)}</p>
              </div>
            )
          })}
      </div>
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending} />
    </form>
  )
}

function ChoiceField({
  field,
  text,
  value,
  onChange,
  error,
}: {
  field: ContentField
  text: KindText
  value: string
  onChange: (value: string) => void
  error: string | undefined
}) {
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {text(`fields.${field.name}`)}
      </label>
      <select
        id={id}
        className={FIELD}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {(field.options ?? []).map((option) => (
          <option key={option} value={option}>
            {text(`options.${field.name}.${option}`)}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}
