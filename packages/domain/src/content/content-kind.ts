/**
 * A content kind declares itself once (issue 36): its fields with the organiser's widget for each, how a list of it
 * is titled, searched and ordered, and the feature that switches it off. The server's content engine
 * (`apps/server/src/content/`) builds the kind's admin API, audit, live event and public read from the declaration;
 * the back office builds its manager page from the same one. Adding a kind is a declaration in this folder, its table
 * and its locale strings.
 */
import { z } from 'zod'
import { LOCALES, type Locale, type LocalizedText } from '../codes/locales.ts'
import type { FeatureKey } from '../rules/features.ts'
import { ADMIN_PAGE_SIZE, ADMIN_TEXT_MAX_LENGTH, DisciplineInputSchema } from '../schemas/back-office.ts'
import type { ImagePurpose } from '../schemas/back-office-media.ts'
import { IsoDaySchema } from '../schemas/back-office-transport.ts'

/**
 * How the organiser writes a field, and how the back office shows it:
 * - `translated`: a short text in the four languages (Portuguese required); `translated-long`: a paragraph;
 * - `choice`: one of the field's `options` (the schema's enum), each with a locale label;
 * - `text`, `phone`, `email`, `https-url`: one plain line; `integer`: a whole number; `datetime`: an instant;
 * - `boolean`: yes or no (a checkbox; decision 112);
 * - `latitude` and `longitude`: a position's two numbers, edited together (the back office's map picker): a kind
 *   declares them as a pair, the `latitude` field first.
 * - `day`: a day of the games (YYYY-MM-DD, in the games' time zone; the server refuses a day outside them);
 *   `days`: several of them (checkboxes, decision 111); `time`: a time of day (HH:MM) on the games' clock;
 * - `discipline`: a reference to one of the games' disciplines by its code (the options are the games' data, labelled
 *   by their names; the server refuses a code the games lack); `organisation`: the same for a delegation (decision 111);
 * - `event`: one of the games' events by its code, picked by a search (`GET /admin/<kind>/events?q=`); `venue`: one of
 *   the games' venues by its code (decision 116). The server refuses a code the games lack.
 * - `own`: a value only the kind's own editor knows how to write (decision 118: a trivia's questions, each with its
 *   answers in four languages and the correct one; decision 117: a transport line's departures); the back office
 *   renders the editor its registry names for `<kind>.<field>`, and the server stores it by the kind's registration (a
 *   codec, related values).
 * - `color`: a colour as #RRGGBB (a colour picker, decision 117).
 * Every field but a `translated` one may be optional (the schema says so with `.nullable()`).
 */
export type ContentWidget =
  | 'translated'
  | 'translated-long'
  | 'choice'
  | 'text'
  | 'phone'
  | 'email'
  | 'https-url'
  | 'integer'
  | 'datetime'
  | 'latitude'
  | 'longitude'
  | 'boolean'
  | 'day'
  | 'days'
  | 'time'
  | 'discipline'
  | 'organisation'
  | 'own'
  | 'event'
  | 'venue'
  | 'color'

export interface ContentKind<
  Shape extends z.ZodRawShape = z.ZodRawShape,
  Kind extends string = string,
  Entity extends string = string,
  Ordered extends boolean = boolean,
> {
  /**
   * The kind's name in every address: `GET /api/v1/<kind>` (public), `/api/v1/admin/<kind>` (back office),
   * `/manage/<kind>`, the live event's `payload.kind`, and the read model's keys (`<kind>:<locale>`).
   */
  kind: Kind
  /** One item's name in the audit log (`<entity>.create`, `.update`, `.move`, `.delete`). */
  entity: Entity
  /**
   * The organiser's fields: the one rule for the back office's form, its API and the bundle import. A plain object
   * (zod cannot extend a refined one); rules across fields go in `rules`.
   */
  input: z.ZodObject<Shape>
  /** Rules across fields: each names the field its message belongs to. */
  rules?: readonly ContentRule<Shape>[]
  /** The form's fields in order, each with its widget; `choice` fields list their options. */
  fields: readonly ContentFieldOf<Shape>[]
  /**
   * The field that titles an item in lists, confirmations and toasts, and that the search reads: a translated one, or
   * a `text` one when the title is the same in every language (a sponsor's brand, decision 108).
   */
  titleField: keyof Shape & string
  /**
   * Whether the organiser orders the items (up and down, a `sortOrder` column); otherwise they list by their filters'
   * values, then by title, and have no order at all (no `sortOrder` answered, no move).
   */
  ordered: Ordered
  /**
   * For an ordered kind, the `choice` field whose every value is an order of its own (a sponsor's tier, decision 108):
   * a new item goes last in its group, an item moved to another group goes last there, a move swaps within the group,
   * and the list shows the groups in the field's options' order.
   */
  orderedWithin?: keyof Shape & string
  /**
   * The images the organiser uploads for an item (decision 108), each with its own routes
   * (`POST /admin/<kind>/:id/<name>`, multipart; `DELETE …/<name>?version=`) rather than a field of the JSON input.
   */
  images?: readonly ContentImageField[]
  /**
   * A file other than an image that travels with the item's own create and edit (decision 113: a document's PDF),
   * like a `withItem` image: those writes are multipart, a `metadata` JSON part and a `file` part, which the server
   * checks and stores by the kind's registration.
   */
  file?: ContentFileField
  /**
   * The `choice` fields the back office's list filters by (`GET /admin/<kind>?<field>=<option>`, a select of the
   * field's options), in the order the list groups by them when the kind is not ordered; or a `boolean` one
   * (`?active=true`, decision 118).
   */
  filters?: readonly (keyof Shape & string)[]
  /**
   * A `discipline` field the list filters by, as `?discipline=<code>` (the games' disciplines, imported ones too, so
   * not a choice; decision 111). Unlike `filters`, it does not group the list.
   */
  disciplineFilter?: keyof Shape & string
  /**
   * A `day` field the list filters by, as `?day=YYYY-MM-DD` (decision 116: an awards ceremony's day, in the games'
   * time zone); the back office offers the games' days. Like `disciplineFilter`, it does not group the list.
   */
  dayFilter?: keyof Shape & string
  /** The fields the back office's search reads (text or translated); the title field when not said. */
  searchFields?: readonly (keyof Shape & string)[]
  /**
   * The kind's own refusals (decision 112: a route rule's loop or taken source), by key: the message each is sent as,
   * which the back office shows as `content.<kind>.problems.<key>`.
   */
  problems?: Readonly<Record<string, string>>
  /**
   * What the server adds to each item it answers beside the stored values, derived and never part of the input: a
   * route rule's `hits` (decision 112), the videos' generated poster `imageUrl` (decision 110).
   */
  answers?: z.ZodRawShape
  /** The games' optional feature whose switch hides the public page and API (decision 050), if any. */
  feature?: FeatureKey
  /** The audit log's entity when it is not `entity` (videos are audited as `media`, with the official photos). */
  auditEntity?: string
  /**
   * How the API's messages name one item when not by `entity` (decision 116: `No award ceremony with id 3.`, where
   * the audit's entity is `award_ceremony`).
   */
  noun?: string
  /**
   * The field that addresses an item in place of a numeric id (decision 117: a transport line's `code`): the admin
   * paths take it (`/admin/transport/L1`), the item answers it as its `id` too, the audit and the live event name it,
   * and it is fixed once created (an edit's schema leaves it out).
   */
  key?: keyof Shape & string
}

/** How the API's messages name one item of the kind (`No <noun> with id n.`, `The <noun> is invalid.`). */
export const nounOf = (kind: AnyContentKind): string => kind.noun ?? kind.entity

/**
 * Any content kind, whatever its fields (the engine and the manager page serve kinds generically). A field's name is
 * `keyof Shape`, which the compiler treats as contravariant, so a kind with named fields is not a `ContentKind` of
 * the general shape; `any` is the shape every kind is.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above: the one shape every declared kind is assignable to.
export type AnyContentKind = ContentKind<any, string, string>

/**
 * An uploaded image of an item (decision 042's pipeline, sized by its `purpose`). An item answers it as two keys,
 * `<name>Url` (the picture the public sees) and `has<Name>` (whether one is uploaded: only then can it be removed),
 * named by `imageAnswerKeys`.
 */
export interface ContentImageField {
  name: string
  widget: 'image'
  purpose: ImagePurpose
  /**
   * Whether a generated picture stands in while none is uploaded (the server's registration names its URL), so the
   * `<name>Url` is never null.
   */
  generated?: boolean
  /**
   * Whether the image also travels with the item's own create and edit (decision 111): those writes are multipart, a
   * `metadata` JSON part (the input; `remove<Name>: true` drops the image) and an optional `file` part — the
   * ambassadors API's writes since decision 042.
   */
  withItem?: boolean
  /**
   * Whether a `withItem` image must come with the create (decision 114: an official photo): a create without a file
   * is refused (`400`, `file`), and an edit cannot remove it (no `remove<Name>`), only replace it.
   */
  required?: boolean
}

/** A file sent with the item's writes (decision 113); `pdf`: checked as a document (decision 039). */
export interface ContentFileField {
  name: string
  widget: 'pdf'
  /** Whether a create must carry one (an edit without one keeps the stored file). */
  required: boolean
}

/** Whether a kind's create and edit are multipart: it has a `withItem` image or a file (decisions 111, 113). */
export function writesWithFile(kind: AnyContentKind): boolean {
  return kind.file !== undefined || (kind.images ?? []).some((image) => image.withItem)
}

/** The keys an item answers an image field under: `logo` → `logoUrl`, `hasLogo`. */
export function imageAnswerKeys(name: string): { url: string; has: string } {
  return { url: `${name}Url`, has: `has${name.charAt(0).toUpperCase()}${name.slice(1)}` }
}

/** The metadata's key that drops an image travelling with the item (decision 111): `photo` → `removePhoto`. */
export function imageRemoveKey(name: string): string {
  return `remove${name.charAt(0).toUpperCase()}${name.slice(1)}`
}

/** The answer's keys of a kind's images (`logoUrl`, `hasLogo`…). */
function imagesShape(kind: AnyContentKind): z.ZodRawShape {
  return Object.fromEntries(
    (kind.images ?? []).flatMap((image) => {
      const keys = imageAnswerKeys(image.name)
      const url = image.generated ? z.string() : z.string().nullable()
      return [
        [keys.url, url],
        [keys.has, z.boolean()],
      ]
    }),
  )
}

export interface ContentFieldOf<Shape extends z.ZodRawShape> {
  name: keyof Shape & string
  widget: ContentWidget
  /**
   * For a `choice`: its values, in the order the form offers them. An `integer` may list its values too (a document's
   * priority, decision 115): the form offers them as a select, each labelled like a choice's.
   */
  options?: readonly string[]
  /** What a new item's form starts with when the schema has no default (a document's normal priority, decision 115;
   * a trivia's 5 minutes, decision 118). */
  initial?: string | number
  /**
   * Shown only while another field (a choice) holds one of these values (a live video's window, only for a live
   * video): the form hides it otherwise and sends it empty, so an item never keeps a value its type does not use.
   */
  shownWhen?: { field: keyof Shape & string; is: readonly string[] }
  /**
   * For a reference (`event`, `venue`): the answer's key that carries the referenced item's name in the reader's
   * language, by which the back office names the item (decision 116: `eventName`).
   */
  named?: string
}

export interface ContentRule<Shape extends z.ZodRawShape> {
  /** True when the values break the rule (a method: a kind's rule reads its own values, bivariantly). */
  broken(values: z.output<z.ZodObject<Shape>>): boolean
  path: keyof Shape & string
  /** A validation message (schemas/validation.ts), translated on the client. */
  error: string
}

/** The kind's input type (what the form sends). */
export type ContentInputOf<K extends ContentKind> = z.input<K['input']>
/** The kind's values as stored (what the schema's output is). */
export type ContentValuesOf<K extends ContentKind> = z.output<K['input']>

/** What every stored item carries beside its values; an ordered kind's items also carry their `sortOrder`. */
const storedShape = {
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
}
const orderShape = { sortOrder: z.number().int() }

const BOOLEAN_OPTIONS = ['true', 'false'] as const

/** The options of a kind's `choice` field (its filter's values); a yes-or-no filters by `true` or `false` (decision 118). */
export function choiceOptionsOf(kind: AnyContentKind, name: string): readonly string[] {
  const field = kind.fields.find((f) => f.name === name)
  if (field?.widget === 'boolean') return BOOLEAN_OPTIONS
  return field?.widget === 'choice' ? (field.options ?? []) : []
}

/** A content kind's schemas, built from its declaration (the same on both sides). */
export function contentSchemas<Shape extends z.ZodRawShape, Ordered extends boolean>(
  kind: ContentKind<Shape, string, string, Ordered>,
) {
  const checked = <T extends z.ZodObject>(schema: T) =>
    schema.superRefine((values, issues) => {
      for (const rule of kind.rules ?? []) {
        if (rule.broken(values as z.output<z.ZodObject<Shape>>)) {
          issues.addIssue({ code: 'custom', message: rule.error, path: [rule.path] })
        }
      }
    })
  // A write carrying an image (decision 111) may also say to drop it: `remove<Name>`, not a field of the item.
  const carried = (kind.images ?? []).filter((image) => image.withItem && !image.required)
  // Typed as no key: the key is read by name where the image is written (a literal type would need the kind's images).
  const removal = Object.fromEntries(
    carried.map(({ name }) => [imageRemoveKey(name), z.boolean().default(false)]),
  ) as Record<never, z.ZodType>
  const input = checked(kind.input.extend(removal))
  // A kind addressed by a field (decision 117) never changes it: an edit's schema leaves it out.
  const editable = kind.key
    ? (kind.input.omit({ [kind.key]: true } as never) as unknown as typeof kind.input)
    : kind.input
  const update = checked(editable.extend({ ...removal, version: z.number().int().min(1) }))
  const move = z.object({ version: z.coerce.number().int().min(1), direction: z.enum(['up', 'down']) })
  const filters = Object.fromEntries(
    (kind.filters ?? []).map((name) => [name, z.enum(choiceOptionsOf(kind, name) as [string]).optional()]),
  )
  const query = z.object({
    q: z.string().trim().max(ADMIN_TEXT_MAX_LENGTH).optional(),
    ...filters,
    ...(kind.disciplineFilter ? { discipline: DisciplineInputSchema.optional() } : {}),
    ...(kind.dayFilter ? { day: IsoDaySchema.optional() } : {}),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
  })
  const adminItem = adminItemSchema(kind)
  const adminList = z.object({
    items: z.array(adminItem),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  const publicList = z.object({ items: z.array(contentItemSchema(kind)) })
  return { input, update, move, query, adminItem, adminList, publicList }
}

const missingShape = { missing: z.array(z.enum(LOCALES)) }

/** An item as the back office reads it: with the languages its translated fields lack. */
function adminItemSchema<Shape extends z.ZodRawShape, Ordered extends boolean>(
  kind: ContentKind<Shape, string, string, Ordered>,
): Ordered extends true ? ReturnType<typeof orderedAdminItem<Shape>> : ReturnType<typeof unorderedAdminItem<Shape>> {
  const stored = withAnswers(kind)
  const item = kind.ordered ? orderedAdminItem(stored) : unorderedAdminItem(stored)
  return item.extend({ ...imagesShape(kind), ...keyShape(kind) }) as never
}

/** A kind addressed by a field (decision 117) answers that field's value as its `id`. */
const keyShape = (kind: AnyContentKind): z.ZodRawShape => (kind.key ? { id: z.string() } : {})

/** The input's fields and what the server adds to each answered item (`answers`; typed by the kind's own schemas). */
const withAnswers = <Shape extends z.ZodRawShape>(kind: ContentKind<Shape>) =>
  kind.answers ? (kind.input.extend(kind.answers) as unknown as z.ZodObject<Shape>) : kind.input

const orderedAdminItem = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) =>
  orderedItem(input).extend(missingShape)
const unorderedAdminItem = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) =>
  unorderedItem(input).extend(missingShape)

/**
 * One stored item as answered: its id, order (an ordered kind only), version and time of change, and the input's
 * fields (each answered as stored, so the same schema that checked the write describes the read).
 */
export function contentItemSchema<Shape extends z.ZodRawShape, Ordered extends boolean>(
  kind: ContentKind<Shape, string, string, Ordered>,
): Ordered extends true ? ReturnType<typeof orderedItem<Shape>> : ReturnType<typeof unorderedItem<Shape>> {
  // The declared `ordered` (a literal in each kind's type) picks the answer's type; the value picks the schema.
  // A kind's images and `answers` add their answer keys (decisions 108, 110), which the declared type does not list.
  const stored = withAnswers(kind)
  const item = kind.ordered ? orderedItem(stored) : unorderedItem(stored)
  return item.extend({ ...imagesShape(kind), ...keyShape(kind) }) as never
}

const orderedItem = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) =>
  input.extend({ ...storedShape, ...orderShape })
const unorderedItem = <Shape extends z.ZodRawShape>(input: z.ZodObject<Shape>) => input.extend(storedShape)

/** The translated fields of a kind (the ones whose missing languages the back office flags). */
export function translatedFieldsOf<Shape extends z.ZodRawShape>(kind: ContentKind<Shape>): string[] {
  return kind.fields.filter((f) => f.widget === 'translated' || f.widget === 'translated-long').map((f) => f.name)
}

/**
 * The languages missing in any of an item's translated fields. A field left empty in every language (an optional
 * paragraph, such as a contact's details) is absent, not untranslated.
 */
export function missingContentLocales<Shape extends z.ZodRawShape>(
  kind: ContentKind<Shape>,
  values: Record<string, unknown>,
): Locale[] {
  const texts = translatedFieldsOf(kind)
    .map((name) => values[name] as LocalizedText | null | undefined)
    .filter((text): text is LocalizedText => text != null)
    .filter((text) => LOCALES.some((locale) => (text[locale] ?? '').trim() !== ''))
  return LOCALES.filter((locale) => texts.some((text) => (text[locale] ?? '').trim() === ''))
}

/** Whether a field applies to the values given (its `shownWhen`, if any): the form shows it, and sends it. */
export function fieldApplies(
  field: { shownWhen?: { field: string; is: readonly string[] } },
  values: Readonly<Record<string, unknown>>,
): boolean {
  return !field.shownWhen || field.shownWhen.is.includes(String(values[field.shownWhen.field]))
}
