import { type AnyContentKind, contentSchemas, fieldApplies, imageRemoveKey, VALIDATION_MESSAGES } from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { FormActions, FormFailure, TranslatedFields } from '../components/admin-kit.tsx'
import { imageChoiceProblem } from '../components/image-field.tsx'
import { LabelledSelect, Options } from '../components/labelled-select.tsx'
import { schemaProblems, useEditorSave } from '../components/use-editor-save.ts'
import { type ContentAdminItem, contentAdminMutations } from './content-api.ts'
import { ContentCheckbox, kindProblems, kindRefusal } from './content-boolean-field.tsx'
import { ContentFileInput, fileChoiceProblem } from './content-file-field.tsx'
import {
  type ContentField,
  type FormValues,
  isPosition,
  isReference,
  isRequired,
  isTranslated,
  type TranslatedValue,
  toBody,
  toFormValues,
} from './content-form-values.ts'
import { ContentImageInput, type ImageChoices } from './content-image-field.tsx'
import { OwnFields, ownBodies, ownFormValues } from './content-own-editors.tsx'
import { PositionFields } from './content-position.tsx'
import { DaysField, ReferenceField } from './content-reference-fields.tsx'
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
  color: { type: 'color' },
} as const

/** Widgets typed on the games' clock: their label names the games' time zone. */
const isZoned = (field: ContentField) => field.widget === 'datetime' || field.widget === 'time'

/**
 * The add/edit form of a content kind, one input per declared field by its widget, checked before sending with the
 * kind's own schema (`contentSchemas(kind)`, the one the server applies) and saved through the manager's mutation.
 * A kind's images (decision 108) are sent after the item is saved; if one is then refused, the form stays open as an
 * edit of the saved item with the problem on the image (decision 042). A kind's file (decision 115: a document's PDF)
 * is checked here by its widget and sent with the item.
 */
export function ContentForm({
  kind,
  item: given,
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
  const locale = useLocale()
  const save = useMutation(contentAdminMutations.save(kind, locale))
  const saveImage = useMutation(contentAdminMutations.image(kind, locale))
  const schemas = useMemo(() => contentSchemas(kind), [kind])
  const [item, setItem] = useState(given)
  // The manager opens the form once the games' config is read (it waits for the time zone), so today is known.
  const today = useQuery(configQueries.detail(locale)).data?.games.today
  const [values, setValues] = useState<FormValues>(() => toFormValues(kind, item, timeZone, today))
  const [images, setImages] = useState<ImageChoices>({})
  const [chosenFile, setChosenFile] = useState<File | undefined>(undefined)
  // The values of the kind's own editors (decision 118: a trivia's questions).
  const [own, setOwn] = useState(() => ownFormValues(kind, item))
  const {
    errors,
    failure,
    save: saveChecked,
    showFailure,
  } = useEditorSave({
    translate: kindProblems(kind),
    ...(kind.file ? { tooLargeKey: 'auth.validation.fileTooLarge' } : {}),
    errorKey: kindRefusal(kind),
  })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body: Record<string, unknown> = {
      ...toBody(kind, values, timeZone),
      ...ownBodies(kind, own),
      ...(item ? { version: item.version } : {}),
    }
    const problems = schemaProblems(item ? schemas.update : schemas.input, body)
    for (const image of kind.images ?? []) {
      const problem = await imageChoiceProblem(images[image.name] ?? { kind: 'keep' })
      if (problem) problems.file = [problem]
    }
    // An image that travels with the item (decision 111) is sent in the same write: a file, or its removal.
    const withItem = kind.images?.find((image) => image.withItem)
    const carried = withItem ? (images[withItem.name] ?? { kind: 'keep' }) : undefined
    if (withItem && carried?.kind === 'remove') body[imageRemoveKey(withItem.name)] = true
    // A required image (decision 114: an official photo) comes with the create.
    if (!item && withItem?.required && carried?.kind !== 'file') problems.file = [VALIDATION_MESSAGES.imageRequired]
    if (kind.file) {
      const problem = await fileChoiceProblem(kind.file, chosenFile, !item)
      if (problem) problems.file = [problem]
    }
    const file = carried?.kind === 'file' ? carried.file : chosenFile
    let saved: ContentAdminItem | undefined
    await saveChecked(problems, async () => {
      saved = await save.mutateAsync({ id: item?.id, body, file })
    })
    if (!saved) return
    if (withItem || kind.file) {
      toast.success(item ? text('saved') : text('created'))
      onDone()
      return
    }
    try {
      for (const image of kind.images ?? []) {
        const choice = images[image.name] ?? { kind: 'keep' }
        if (choice.kind === 'keep') continue
        const file = choice.kind === 'file' ? choice.file : null
        saved = await saveImage.mutateAsync({ id: saved.id, field: image.name, version: saved.version, file })
      }
      toast.success(item ? text('saved') : text('created'))
      onDone()
    } catch (error) {
      setItem(saved)
      showFailure(error)
    }
  }

  const set = (name: string, value: FormValues[string]) => setValues((current) => ({ ...current, [name]: value }))
  // A field the item's type does not use is hidden (a plain video's live window): the choices above say which.
  const shown = kind.fields.filter((field) => fieldApplies(field, values))
  const translated = shown.filter(isTranslated)
  // A kind's own editor renders its field (decision 118).
  const plain = shown.filter(
    (field) => !isTranslated(field) && !isPosition(field) && field.widget !== 'days' && field.widget !== 'own',
  )
  const days = kind.fields.filter((field) => field.widget === 'days')
  // A position's latitude and the longitude declared right after it (decision 106), edited together on a map.
  const latitudeAt = kind.fields.findIndex((field) => field.widget === 'latitude')
  const [latitude, longitude] = [kind.fields[latitudeAt], kind.fields[latitudeAt + 1]]

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
          .filter((field) => field.widget !== 'choice' && field.widget !== 'boolean')
          .map((field) => {
            const label = text(`fields.${field.name}`)
            // A field may say more under it (`content.<kind>.hints.<field>`: which video hosts play).
            const hintKey = `content.${kind.kind}.hints.${field.name}`
            const input = field.options ? (
              <ChoiceField
                field={field}
                text={text}
                value={values[field.name] as string}
                onChange={(value) => set(field.name, value)}
                error={errors[field.name]}
              />
            ) : isReference(field) ? (
              <ReferenceField
                kind={kind.kind}
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
                // A kind's key is fixed once created (decision 117: a line's code).
                readOnly={item !== undefined && field.name === kind.key}
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
      {days.map((field) => (
        <DaysField
          key={field.name}
          field={field}
          text={text}
          value={values[field.name] as readonly string[]}
          onChange={(value) => set(field.name, value)}
          error={errors[field.name]}
        />
      ))}
      {latitude && longitude && (
        <PositionFields
          kind={kind}
          latitude={latitude}
          longitude={longitude}
          text={text}
          values={values}
          onChange={(changes) => setValues((current) => ({ ...current, ...changes }))}
          errors={errors}
        />
      )}
      {plain
        .filter((field) => field.widget === 'boolean')
        .map((field) => (
          <ContentCheckbox
            key={field.name}
            label={text(`fields.${field.name}`)}
            checked={values[field.name] === 'true'}
            onChange={(checked) => set(field.name, String(checked))}
            hint={i18n.exists(`content.${kind.kind}.hints.${field.name}`) ? text(`hints.${field.name}`) : undefined}
          />
        ))}
      <OwnFields
        kind={kind}
        item={item}
        values={own}
        onChange={(field, value) => setOwn((current) => ({ ...current, [field]: value }))}
        errors={errors}
      />
      {(kind.images ?? []).map((image) => (
        <ContentImageInput
          key={image.name}
          image={image}
          item={item}
          text={text}
          choice={images[image.name] ?? { kind: 'keep' }}
          onChoice={(choice) => setImages((current) => ({ ...current, [image.name]: choice }))}
          error={errors.file}
        />
      ))}
      {kind.file && (
        <ContentFileInput
          field={kind.file}
          item={item}
          text={text}
          file={chosenFile}
          onFile={setChosenFile}
          error={errors.file}
        />
      )}
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={save.isPending || saveImage.isPending} />
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
  return (
    <LabelledSelect label={text(`fields.${field.name}`)} value={value} onChange={onChange} error={error}>
      <Options values={field.options ?? []} label={(option) => text(`options.${field.name}.${option}`)} />
    </LabelledSelect>
  )
}
