import type { ContentWidget } from '@podium/domain'
import type { ComponentType } from 'react'
import type { ContentField, FormValue } from './content-form-values.ts'
import type { KindText } from './content-text.ts'
import { TimetableEditor } from './timetable-editor.tsx'

/** What a kind's own field editor gets from the generated form: its field, value and the form's problems by path. */
export interface FieldEditorProps {
  field: ContentField
  text: KindText
  value: FormValue
  onChange: (value: FormValue) => void
  /** The form's field problems by path (`departures.0.time`): a list's editor shows each on its row. */
  errors: Record<string, string>
}

/**
 * The fields a kind edits with its own editor (decision 117), by widget: where a kind truly differs — a list inside
 * an item, such as a transport line's departures — the generated form hands the field to this editor and keeps the
 * rest (its save, checks, problems and dialog). A kind's new widget of this sort adds one line here.
 */
const FIELD_EDITORS: Partial<Record<ContentWidget, ComponentType<FieldEditorProps>>> = {
  timetable: TimetableEditor,
}

export const fieldEditorOf = (field: ContentField): ComponentType<FieldEditorProps> | undefined =>
  FIELD_EDITORS[field.widget]
