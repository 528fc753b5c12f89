import { randomBytes } from 'node:crypto'
import {
  type AdminCertificateHolder,
  type AdminCertificateHoldersQuery,
  type AdminCertificates,
  type CertificateGrantInput,
  type CertificateRevokeInput,
  type CertificateTrigger,
  type CertificateVerification,
  certificateExpiry,
  certificateStatus,
  type DelegationCertificates,
  type DelegationCertificatesQuery,
  type EarningFact,
  factEarns,
  type Locale,
  localize,
  type MyCertificates,
  normalizeVerificationCode,
  toCsv,
  type UserType,
  UserTypeSchema,
  VALIDATION_MESSAGES,
  verificationCodeFromBytes,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { awardPoints } from '../accounts/index.ts'
import { insertAudit } from '../audit/index.ts'
import { selectGamesValues } from '../config/index.ts'
import { publicName } from '../ranking/index.ts'
import { renderCertificatePdf } from './certificate-pdf.ts'
import {
  type AwardRow,
  type CertificateRow,
  countHolders,
  insertAward,
  lockAward,
  markRevoked,
  selectActiveCertificate,
  selectActiveCertificates,
  selectAwardByCode,
  selectAwardsOfUser,
  selectHolderOrganisations,
  selectHolders,
  selectOrganisationOf,
  selectSubjects,
  selectUserByUsername,
  selectUserForCertificates,
} from './certificates.repo.ts'

/** 20 random bytes, 5 bits of each used: a 100-bit code nobody guesses (decision 051). */
export function newVerificationCode(): string {
  return verificationCodeFromBytes(randomBytes(20))
}

const notFound = () => new HttpError(404, 'not_found', 'No certificate has this code.')

/** The name a certificate carries: the account's name, else its username (a signed-up account has no name). */
const holderName = (row: { name: string | null; username: string }) => row.name?.trim() || row.username

async function issue(tx: Tx, now: Date, userId: number, cert: CertificateRow): Promise<boolean> {
  const added = await insertAward(tx, {
    certificateId: cert.id,
    userId,
    code: newVerificationCode(),
    issuedAt: now,
    expiresAt: certificateExpiry(now, cert.validityDays),
  })
  if (added && cert.points > 0) {
    await awardPoints(tx, { userId, source: 'certificate', ref: String(cert.id), points: cert.points, at: now })
  }
  return added
}

/**
 * Issues every certificate `fact` earns the user, in the transaction that recorded the fact (the safe-sport video
 * watched, a trivia's answers scored), once per user and certificate. Returns the points the certificates added.
 */
export async function earnCertificates(tx: Tx, now: Date, userId: number, fact: EarningFact): Promise<number> {
  const user = await selectUserForCertificates(tx, userId)
  if (!user) return 0
  let points = 0
  for (const cert of await selectActiveCertificates(tx)) {
    if (!factEarns(cert, fact, user.userType)) continue
    if (await issue(tx, now, userId, cert)) points += cert.points
  }
  return points
}

function heldDto(row: AwardRow, locale: Locale, now: Date) {
  return {
    code: row.code,
    certificateId: row.certificateId,
    title: localize(row.titles, locale),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: certificateStatus(row, now),
  }
}

function mayEarn(cert: CertificateRow, userType: string) {
  return cert.userTypes.length === 0 || cert.userTypes.includes(userType)
}

export async function myCertificates(ctx: AppContext, userId: number, locale: Locale): Promise<MyCertificates> {
  const db = ctx.database.db
  const now = ctx.clock.now()
  const [user, awards, defs, subjects] = await Promise.all([
    selectUserForCertificates(db, userId),
    selectAwardsOfUser(db, userId),
    selectActiveCertificates(db),
    selectSubjects(db),
  ])
  const held = new Set(awards.map((a) => a.certificateId))
  const subjectOf = (cert: CertificateRow) => {
    const titles =
      cert.triviaId !== null
        ? subjects.trivia.get(cert.triviaId)
        : cert.courseId !== null
          ? subjects.courses.get(cert.courseId)
          : undefined
    return titles ? localize(titles, locale) : null
  }
  return {
    held: awards.map((row) => heldDto(row, locale, now)),
    earnable: defs
      .filter((cert) => !held.has(cert.id) && user && mayEarn(cert, user.userType))
      .map((cert) => ({
        id: cert.id,
        title: localize(cert.titles, locale),
        trigger: cert.trigger,
        subject: subjectOf(cert),
        triviaId: cert.triviaId,
        minScorePercent: cert.minScorePercent,
        validityDays: cert.validityDays,
      })),
  }
}

async function gamesName(db: Db, locale: Locale): Promise<string> {
  const games = await selectGamesValues(db)
  return games ? localize(games.names, locale) : 'Podium'
}

/** The public answer: status, the holder's public name, the title, games and dates; nothing else about the user. */
export async function verifyCertificate(
  ctx: AppContext,
  raw: string,
  locale: Locale,
): Promise<CertificateVerification> {
  const code = normalizeVerificationCode(raw)
  const row = code ? await selectAwardByCode(ctx.database.db, code) : undefined
  if (!row) throw notFound()
  return {
    code: row.code,
    status: certificateStatus(row, ctx.clock.now()),
    holderName: publicName(row.name) ?? row.username,
    title: localize(row.titles, locale),
    gamesName: await gamesName(ctx.database.db, locale),
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

/** The holder's own PDF, in their language; another user's code is a 404, as if it did not exist. */
export async function certificatePdf(
  ctx: AppContext,
  userId: number,
  raw: string,
  locale: Locale,
  origin: string,
): Promise<{ code: string; pdf: Uint8Array }> {
  const code = normalizeVerificationCode(raw)
  const row = code ? await selectAwardByCode(ctx.database.db, code) : undefined
  if (!row || row.userId !== userId) throw notFound()
  const pdf = await renderCertificatePdf({
    locale,
    holderName: holderName(row),
    title: localize(row.titles, locale),
    gamesName: await gamesName(ctx.database.db, locale),
    issuedAt: row.issuedAt,
    expiresAt: row.expiresAt,
    timeZone: ctx.calendar.timeZone,
    code: row.code,
    verifyUrl: `${origin}/certificates/${row.code}`,
    status: certificateStatus(row, ctx.clock.now()),
  })
  return { code: row.code, pdf }
}

function holderDto(row: AwardRow, locale: Locale, now: Date): AdminCertificateHolder {
  return {
    ...heldDto(row, locale, now),
    holderName: holderName(row),
    username: row.username,
    // A type outside the list cannot be stored by the app; an odd imported row shows as a guest, not a 500.
    userType: UserTypeSchema.catch('guest').parse(row.userType),
    organisationCode: row.organisationCode,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokeReason: row.revokeReason,
  }
}

export async function adminCertificates(
  ctx: AppContext,
  query: AdminCertificateHoldersQuery,
  locale: Locale,
): Promise<AdminCertificates> {
  const db = ctx.database.db
  const now = ctx.clock.now()
  const [defs, counts, organisations, holders] = await Promise.all([
    selectActiveCertificates(db),
    countHolders(db),
    selectHolderOrganisations(db),
    selectHolders(db, query),
  ])
  return {
    certificates: defs.map((cert) => ({
      id: cert.id,
      titles: cert.titles,
      title: localize(cert.titles, locale),
      trigger: cert.trigger,
      triviaId: cert.triviaId,
      courseId: cert.courseId,
      minScorePercent: cert.minScorePercent,
      userTypes: cert.userTypes as UserType[],
      validityDays: cert.validityDays,
      points: cert.points,
      holders: counts.get(cert.id) ?? 0,
    })),
    organisations,
    holders: holders.map((row) => holderDto(row, locale, now)),
  }
}

export async function holdersCsv(
  ctx: AppContext,
  query: AdminCertificateHoldersQuery,
  locale: Locale,
): Promise<string> {
  return csvOf(await selectHolders(ctx.database.db, query), locale, ctx.clock.now())
}

function csvOf(rows: AwardRow[], locale: Locale, now: Date): string {
  return toCsv([
    [
      'code',
      'certificate',
      'holder',
      'username',
      'user_type',
      'delegation',
      'issued_at',
      'expires_at',
      'status',
      'revoke_reason',
    ],
    ...rows.map((row) => {
      const dto = holderDto(row, locale, now)
      return [
        dto.code,
        dto.title,
        dto.holderName,
        dto.username,
        dto.userType,
        dto.organisationCode,
        dto.issuedAt,
        dto.expiresAt,
        dto.status,
        dto.revokeReason,
      ]
    }),
  ])
}

/**
 * A delegation head's view (decision 059): the holders of the head's own delegation only, whatever the request asks;
 * an account with no delegation sees nobody. The delegation comes from the account, never from the request.
 */
async function delegationHolders(ctx: AppContext, userId: number, query: DelegationCertificatesQuery) {
  const organisation = await selectOrganisationOf(ctx.database.db, userId)
  const rows = organisation
    ? await selectHolders(ctx.database.db, { certificateId: query.certificateId, organisation })
    : []
  return { organisation, rows }
}

export async function delegationCertificates(
  ctx: AppContext,
  userId: number,
  query: DelegationCertificatesQuery,
  locale: Locale,
): Promise<DelegationCertificates> {
  const now = ctx.clock.now()
  const [{ organisation, rows }, defs] = await Promise.all([
    delegationHolders(ctx, userId, query),
    selectActiveCertificates(ctx.database.db),
  ])
  return {
    organisationCode: organisation,
    certificates: defs.map((cert) => ({ id: cert.id, title: localize(cert.titles, locale) })),
    holders: rows.map((row) => holderDto(row, locale, now)),
  }
}

export async function delegationCsv(
  ctx: AppContext,
  userId: number,
  query: DelegationCertificatesQuery,
  locale: Locale,
): Promise<string> {
  const { rows } = await delegationHolders(ctx, userId, query)
  return csvOf(rows, locale, ctx.clock.now())
}

/** Revokes a held certificate with the staff's reason, audited in the same transaction; a second revoke is a 409. */
export async function revokeCertificate(
  ctx: AppContext,
  actor: Actor,
  raw: string,
  input: CertificateRevokeInput,
  locale: Locale,
): Promise<AdminCertificateHolder> {
  const code = normalizeVerificationCode(raw)
  if (!code) throw notFound()
  const now = ctx.clock.now()
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockAward(tx, code)
    if (!row) throw notFound()
    if (row.revokedAt) throw new HttpError(409, 'already_revoked', 'This certificate is already revoked.')
    await markRevoked(tx, code, { at: now, by: actor.userId, reason: input.reason })
    await insertAudit(
      tx,
      actor,
      'certificate',
      'certificate.revoke',
      code,
      { revokedAt: null },
      {
        revokedAt: now.toISOString(),
        reason: input.reason,
        userId: row.userId,
        certificateId: row.certificateId,
      },
    )
  })
  const row = await selectAwardByCode(ctx.database.db, code)
  if (!row) throw notFound()
  return holderDto(row, locale, now)
}

/** Triggers staff may grant by hand; the others are earned only by their recorded fact. */
const GRANTABLE: readonly CertificateTrigger[] = ['course', 'staff']

/** Staff grant a course or staff certificate to a user of an allowed type, audited; a second grant is a 409. */
export async function grantCertificate(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CertificateGrantInput,
  locale: Locale,
): Promise<AdminCertificateHolder> {
  const now = ctx.clock.now()
  const code = await ctx.database.db.transaction(async (tx) => {
    const cert = await selectActiveCertificate(tx, id)
    if (!cert) throw new HttpError(404, 'not_found', 'No such certificate.')
    if (!GRANTABLE.includes(cert.trigger)) {
      throw new HttpError(409, 'not_grantable', 'This certificate is earned, not granted.')
    }
    const user = await selectUserByUsername(tx, input.username)
    const message = VALIDATION_MESSAGES.holderNotAllowed
    if (!user || !mayEarn(cert, user.userType)) {
      throw new HttpError(400, 'validation_error', message, { username: [message] })
    }
    if (!(await issue(tx, now, user.id, cert))) throw new HttpError(409, 'already_held', 'This user holds it already.')
    const held = (await selectAwardsOfUser(tx, user.id)).find((a) => a.certificateId === cert.id)
    await insertAudit(tx, actor, 'certificate', 'certificate.grant', held?.code ?? '', null, {
      userId: user.id,
      certificateId: cert.id,
    })
    return held?.code ?? ''
  })
  const row = await selectAwardByCode(ctx.database.db, code)
  if (!row) throw notFound()
  return holderDto(row, locale, now)
}
