/** What a visitor may follow (issue 19, decision 054). The list is kept free of zod: the web's first screen reads it, and a
 * module's schemas are built whenever it loads (decision 061).
 */
export const FOLLOW_KINDS = ['athlete', 'team', 'delegation', 'discipline'] as const
export type FollowKind = (typeof FOLLOW_KINDS)[number]

/** How many follows one account or one device keeps. */
export const MAX_FOLLOWS = 200
