import type { AnyContentKind } from '@podium/domain'
import type { ComponentType } from 'react'
import type { ContentAdminItem } from './content-api.ts'
import type { ContentField } from './content-form-values.ts'
import { TRANSPORT_TIMETABLE_EDITOR } from './transport-timetable-editor.tsx'
import { TRIVIA_QUESTIONS_EDITOR } from './trivia-questions-editor.tsx'

/** What a kind's own editor gets from the generic form: the item edited, its value and the form's field problems. */
export interface OwnEditorProps {
  item: ContentAdminItem | undefined
  value: unknown
  onChange: (value: unknown) => void
  /** The form's problems by field path (`questions.0.prompts.pt`). */
  errors: Record<string, string>
}

/** A kind's own editor of an `own` field (decision 118): its form value from the stored one, back to the API's. */
export interface OwnEditor {
  Editor: ComponentType<OwnEditorProps>
  /** The form's value from the item's (undefined: a new item). */
  toForm: (stored: unknown) => unknown
  /** What the kind's schema checks and the API takes. */
  toBody: (value: unknown) => unknown
}

/**
 * Every kind's own editors, by `<kind>.<field>`: where a kind's form truly differs (a trivia's questions, a transport
 * line's departures, decision 117).
 */
const OWN_EDITORS: Readonly<Record<string, OwnEditor>> = {
  'trivia.questions': TRIVIA_QUESTIONS_EDITOR,
  'transport.departures': TRANSPORT_TIMETABLE_EDITOR,
}

export function ownEditorOf(kind: AnyContentKind, field: ContentField): OwnEditor {
  const editor = OWN_EDITORS[`${kind.kind}.${field.name}`]
  if (!editor) throw new Error(`No editor for ${kind.kind}.${field.name}`)
  return editor
}

const ownFields = (kind: AnyContentKind) => kind.fields.filter((field) => field.widget === 'own')

/** The form's values of a kind's `own` fields. */
export const ownFormValues = (kind: AnyContentKind, item: ContentAdminItem | undefined): Record<string, unknown> =>
  Object.fromEntries(ownFields(kind).map((field) => [field.name, ownEditorOf(kind, field).toForm(item?.[field.name])]))

/** The body's values of a kind's `own` fields. */
export const ownBodies = (kind: AnyContentKind, values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(ownFields(kind).map((field) => [field.name, ownEditorOf(kind, field).toBody(values[field.name])]))

/** A kind's `own` fields, each with its editor, for the form to render. */
export function OwnFields({
  kind,
  item,
  values,
  onChange,
  errors,
}: {
  kind: AnyContentKind
  item: ContentAdminItem | undefined
  values: Record<string, unknown>
  onChange: (field: string, value: unknown) => void
  errors: Record<string, string>
}) {
  return ownFields(kind).map((field) => {
    const { Editor } = ownEditorOf(kind, field)
    return (
      <Editor
        key={field.name}
        item={item}
        value={values[field.name]}
        onChange={(value) => onChange(field.name, value)}
        errors={errors}
      />
    )
  })
}
