/**
 * The content.json kinds the content engine serves (decisions 102, 119): an item is checked by its kind's own input
 * schema (bundle-content.ts in the domain), written by the engine's insert through the kind's registration, and read
 * back for an export by the engine's reads, so the back office and the bundle hold one rule and one writer per
 * concept. This module says only how a bundle item and the engine's values differ: a field's key in content.json, the
 * item's image (a path in the bundle, a stored file's id in the engine), and a document's PDF and unit.
 */
import type { BundleContentKind, ContentKindName } from '@podium/domain'

/** The content.json kinds written through the engine, each with the engine kind it is. */
export const ENGINE_BUNDLE_KINDS = {
  places: 'places',
  documents: 'documents',
  sponsors: 'sponsors',
  ambassadors: 'ambassadors',
  courses: 'courses',
  volunteers: 'volunteers',
} as const satisfies Partial<Record<BundleContentKind, ContentKindName>>
export type EngineBundleKind = keyof typeof ENGINE_BUNDLE_KINDS

export const isEngineBundleKind = (kind: BundleContentKind): kind is EngineBundleKind => kind in ENGINE_BUNDLE_KINDS

/** A field whose key in content.json is not the kind's field name: the CSV files' words (`discipline`). */
const BUNDLE_KEYS: Partial<Record<EngineBundleKind, Readonly<Record<string, string>>>> = {
  documents: { disciplineCode: 'discipline' },
  ambassadors: { disciplineCode: 'discipline', organisationCode: 'organisation' },
}

/** The bundle's key of a kind's field. */
export const bundleKeyOf = (kind: EngineBundleKind, field: string): string => BUNDLE_KEYS[kind]?.[field] ?? field

/** The kind's image carried as a file of the bundle: its key in content.json, and the folder an export writes it to. */
export const BUNDLE_IMAGES: Partial<Record<EngineBundleKind, { field: string; folder: string }>> = {
  sponsors: { field: 'logo', folder: 'sponsors' },
  ambassadors: { field: 'photo', folder: 'ambassadors' },
}
