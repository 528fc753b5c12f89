import { type AnyContentKind, choiceOptionsOf } from '@podium/domain'
import { useTranslation } from 'react-i18next'

/**
 * A kind's manager reads every label from keys its declaration names (decision 103): `content.<kind>.<text>` for
 * the page's words, `.fields.<field>` for each field, `.options.<field>.<value>` for each choice and
 * `.values.<field>` for how a number reads in the list ("45 min"), `.all.<field>` for a filter's every value,
 * `.fields.<image>`, `.images.<image>.hint` and `.remove` for an uploaded image (decision 108), `.position` and
 * `.positionHint` for a kind with a position (decision 107), `.problems.<key>` for each of the kind's own refusals
 * (decision 112), `.hints.<field>` for a `days` field (decision 111), `.fields.<file>` and `.files.<file>.hint` for a
 * file sent with the item (decision 115). Adding a kind means adding these keys;
 * content-text.test.ts fails on one missing.
 */
const KIND_TEXTS = [
  'title',
  'tool',
  'add',
  'addTitle',
  'editTitle',
  'searchPlaceholder',
  'empty',
  'count_zero',
  'count_one',
  'count_other',
  'created',
  'saved',
  'deleted',
  'deleteTitle',
  'deleteBody',
  'confirmDelete',
] as const

/** Every key a kind's manager reads (plural forms spelt out). */
export function contentKeys(kind: AnyContentKind): string[] {
  const base = `content.${kind.kind}`
  const keys = [
    ...KIND_TEXTS.map((text) => `${base}.${text}`),
    ...(kind.ordered ? [`${base}.orderHint`] : []),
    ...kind.fields.map((field) => `${base}.fields.${field.name}`),
    ...kind.fields.flatMap((field) => (field.options ?? []).map((value) => `${base}.options.${field.name}.${value}`)),
    ...kind.fields.filter((field) => field.widget === 'integer').map((field) => `${base}.values.${field.name}`),
    ...(kind.filters ?? []).map((field: string) => `${base}.all.${field}`),
    ...(kind.disciplineFilter ? [`${base}.all.${kind.disciplineFilter}`] : []),
    ...(kind.dayFilter ? [`${base}.all.${kind.dayFilter}`] : []),
    ...kind.fields.filter((field) => field.widget === 'days').map((field) => `${base}.hints.${field.name}`),
    ...(kind.images ?? []).flatMap(({ name, required }) => [
      `${base}.fields.${name}`,
      `${base}.images.${name}.hint`,
      // A required image is replaced, never removed (decision 114).
      ...(required ? [] : [`${base}.images.${name}.remove`]),
    ]),
    ...(kind.file ? [`${base}.fields.${kind.file.name}`, `${base}.files.${kind.file.name}.hint`] : []),
    // A position's legend and how to pick it, worded for the kind ("place it").
    ...(kind.fields.some((field) => field.widget === 'latitude') ? [`${base}.position`, `${base}.positionHint`] : []),
    ...Object.keys(kind.problems ?? {}).map((problem) => `${base}.problems.${problem}`),
    // A yes-or-no filter's two values (decision 118: a trivia active or not).
    ...(kind.filters ?? []).flatMap((field: string) =>
      choiceOptionsOf(kind, field).map((value) => `${base}.options.${field}.${value}`),
    ),
  ]
  return [...new Set(keys)]
}

/** Translates a key built at run time (the typed `t` knows only literal keys; content-text.test.ts checks these). */
export type KindText = (key: string, options?: Record<string, unknown>) => string

/** `text('add')` is `content.<kind>.add`; `text.generic('moveUp', …)` is `content.moveUp`. */
export function useKindText(kind: AnyContentKind): KindText & { generic: KindText } {
  const { t } = useTranslation()
  const loose = t as unknown as KindText
  const text = ((key: string, options?: Record<string, unknown>) =>
    loose(`content.${kind.kind}.${key}`, options)) as KindText & { generic: KindText }
  text.generic = (key, options) => loose(`content.${key}`, options)
  return text
}
