/** docs/product-rules.md §3/§6 user types, in the ranking filter's order. The list is kept free of zod: the web's first screen reads it, and a
 * module's schemas are built whenever it loads (decision 061).
 */
export const USER_TYPES = ['admin', 'athlete', 'coach', 'manager', 'referee', 'staff', 'volunteer', 'guest'] as const
export type UserType = (typeof USER_TYPES)[number]
