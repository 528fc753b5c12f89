import { type AdminSponsor, SPONSOR_TIERS, type SponsorTier } from '@podium/domain'
import { and, asc, count, eq, ilike, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { sponsors } from '../../db/schema.ts'
import { fileUrl } from '../files/index.ts'

export type SponsorRow = typeof sponsors.$inferSelect
/** The columns an organiser writes. */
export type SponsorValues = Pick<typeof sponsors.$inferInsert, 'name' | 'tier' | 'website' | 'sortOrder' | 'logoFileId'>

/**
 * The public logo: the uploaded image (its id changes with the image, decision 042), else the generated wordmark,
 * its URL versioned so a renamed sponsor's old wordmark is not reused.
 */
export const sponsorLogoUrl = (row: Pick<SponsorRow, 'id' | 'version' | 'logoFileId'>) =>
  row.logoFileId ? fileUrl(row.logoFileId) : `/api/v1/sponsors/${row.id}/logo.svg?v=${row.version}`

export function adminSponsorOf(row: SponsorRow): AdminSponsor {
  return {
    id: row.id,
    name: row.name,
    tier: row.tier as SponsorTier,
    website: row.website,
    logoUrl: sponsorLogoUrl(row),
    hasLogo: row.logoFileId !== null,
    sortOrder: row.sortOrder,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }
}

/** The tiers in the public order (master first), as SQL. */
const tierRank = sql`array_position(array[${sql.join(
  SPONSOR_TIERS.map((tier) => sql`${tier}`),
  sql`, `,
)}]::text[], ${sponsors.tier})`

/** The order of /sponsors within a tier: the organiser's order, then name, then id. */
const inTierOrder = [asc(sponsors.sortOrder), asc(sponsors.name), asc(sponsors.id)]

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function selectAdminSponsors(
  db: Db,
  query: { q?: string | undefined; tier?: SponsorTier | undefined; page: number; pageSize: number },
): Promise<{ rows: SponsorRow[]; total: number }> {
  const where = and(
    query.tier ? eq(sponsors.tier, query.tier) : undefined,
    query.q ? ilike(sponsors.name, likePattern(query.q)) : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(sponsors).where(where)
  const rows = await db
    .select()
    .from(sponsors)
    .where(where)
    .orderBy(tierRank, ...inTierOrder)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The sponsors of one tier in their order, locked until the transaction ends (a move renumbers them). */
export function selectTierForUpdate(tx: Tx, tier: string): Promise<SponsorRow[]> {
  return tx
    .select()
    .from(sponsors)
    .where(eq(sponsors.tier, tier))
    .orderBy(...inTierOrder)
    .for('update')
}

/** The next sort order at the end of a tier. */
export async function nextSortOrder(tx: Tx, tier: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${sponsors.sortOrder})` })
    .from(sponsors)
    .where(eq(sponsors.tier, tier))
  return (row?.max ?? 0) + 1
}

export async function selectSponsorForUpdate(tx: Tx, id: number): Promise<SponsorRow | undefined> {
  const [row] = await tx.select().from(sponsors).where(eq(sponsors.id, id)).for('update')
  return row
}

export async function insertSponsor(tx: Tx, values: SponsorValues, at: Date): Promise<SponsorRow> {
  const [row] = await tx
    .insert(sponsors)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('sponsor not inserted')
  return row
}

export async function updateSponsorRow(
  tx: Tx,
  id: number,
  values: Partial<SponsorValues>,
  at: Date,
): Promise<SponsorRow> {
  const [row] = await tx
    .update(sponsors)
    .set({ ...values, version: sql`${sponsors.version} + 1`, updatedAt: at })
    .where(eq(sponsors.id, id))
    .returning()
  if (!row) throw new Error('sponsor not updated')
  return row
}

export async function deleteSponsorRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(sponsors).where(eq(sponsors.id, id))
}
