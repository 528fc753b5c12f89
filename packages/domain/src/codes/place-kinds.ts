/** The kinds of place the games list (hotels, hospitals, other places). The list is kept free of zod: the web's first screen reads it, and a
 * module's schemas are built whenever it loads (decision 061).
 */
export const PLACE_KINDS = ['hotel', 'hospital', 'other'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]
