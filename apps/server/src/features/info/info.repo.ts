import {
  type AmbassadorDto,
  type CourseDto,
  flagImage,
  type Locale,
  localize,
  type MediaDto,
  type MediaKind,
  SPONSOR_TIERS,
  type SponsorsDto,
  type SponsorTier,
} from '@podium/domain'
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { ambassadors, courses, disciplines, media, organisations, sponsors } from '../../db/schema.ts'
import { ambassadorPhotoUrl } from '../ambassadors/index.ts'
import { fileUrl } from '../files/index.ts'
import { sponsorLogoUrl } from '../sponsors/index.ts'

/** Each discipline's names as Podium holds them (a bundle may rename one, decision 068). */
async function disciplineNames(db: Db) {
  const rows = await db.select({ code: disciplines.code, names: disciplines.names }).from(disciplines)
  const byCode = new Map(rows.map((r) => [r.code, r.names]))
  return (code: string | null, locale: Locale) => {
    const names = code ? byCode.get(code) : undefined
    return names ? localize(names, locale) : null
  }
}

export async function listAmbassadors(db: Db, locale: Locale, day: string | undefined): Promise<AmbassadorDto[]> {
  const rows = await db
    .select({ a: ambassadors, orgNames: organisations.names })
    .from(ambassadors)
    .leftJoin(organisations, eq(organisations.code, ambassadors.organisationCode))
    .orderBy(asc(ambassadors.name))
  const disciplineName = await disciplineNames(db)
  return rows
    .filter(({ a }) => !day || a.days.includes(day))
    .map(({ a, orgNames }) => ({
      id: a.id,
      name: a.name,
      bio: localize(a.bio, locale),
      disciplineCode: a.disciplineCode,
      disciplineName: disciplineName(a.disciplineCode, locale),
      organisationCode: a.organisationCode,
      organisationName: orgNames ? localize(orgNames, locale) : null,
      flagUrl: a.organisationCode ? flagImage(a.organisationCode) : null,
      photoUrl: ambassadorPhotoUrl(a),
      days: [...a.days].sort(),
    }))
}

export async function readAmbassador(db: Db, id: number) {
  const [row] = await db.select().from(ambassadors).where(eq(ambassadors.id, id)).limit(1)
  return row
}

export async function listSponsors(db: Db): Promise<SponsorsDto> {
  const rows = await db.select().from(sponsors).orderBy(asc(sponsors.sortOrder), asc(sponsors.name))
  return {
    tiers: SPONSOR_TIERS.map((tier) => ({
      tier,
      sponsors: rows
        .filter((r) => r.tier === tier)
        .map((r) => ({
          id: r.id,
          name: r.name,
          tier: r.tier as SponsorTier,
          logoUrl: sponsorLogoUrl(r),
          website: r.website,
        })),
    })).filter((t) => t.sponsors.length > 0),
  }
}

export async function readSponsor(db: Db, id: number) {
  const [row] = await db.select().from(sponsors).where(eq(sponsors.id, id)).limit(1)
  return row
}

export async function listCourses(db: Db, locale: Locale): Promise<CourseDto[]> {
  const rows = await db.select().from(courses).orderBy(asc(courses.sortOrder), asc(courses.id))
  return rows.map((r) => ({
    id: r.id,
    title: localize(r.titles, locale),
    description: localize(r.descriptions, locale),
    url: r.url,
    imageUrl: r.imageUrl,
    durationMinutes: r.durationMinutes,
  }))
}

export async function listMedia(db: Db, locale: Locale, kind: MediaKind | undefined, now: Date): Promise<MediaDto[]> {
  const rows = await db
    .select()
    .from(media)
    .where(kind ? eq(media.kind, kind) : undefined)
    .orderBy(desc(media.takenAt), asc(media.id))
  const disciplineName = await disciplineNames(db)
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MediaKind,
    title: localize(r.titles, locale),
    url: r.fileId ? fileUrl(r.fileId) : r.url,
    // An uploaded photo shows its thumbnail (decision 042); the demo's pictures are drawn with their title.
    imageUrl: r.fileId ? fileUrl(r.thumbFileId ?? r.fileId) : `/api/v1/media/${r.id}/image.svg?lang=${locale}`,
    disciplineCode: r.disciplineCode,
    disciplineName: disciplineName(r.disciplineCode, locale),
    takenAt: r.takenAt?.toISOString() ?? null,
    liveFrom: r.liveFrom?.toISOString() ?? null,
    liveUntil: r.liveUntil?.toISOString() ?? null,
    onAir: Boolean(r.liveFrom && r.liveUntil && r.liveFrom <= now && now < r.liveUntil),
  }))
}

export async function readMedia(db: Db, id: number) {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  return row
}
