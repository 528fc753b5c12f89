import {
  type AdminCertificateDefinition,
  type AdminCertificateDefinitions,
  type CertificateInputSchema,
  type CertificateRemoval,
  type CertificateUpdateSchema,
  type Locale,
  localize,
  type UserType,
  VALIDATION_MESSAGES,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { insertAudit } from '../audit/index.ts'
import {
  type CertificateRow,
  type CertificateValues,
  countAwards,
  deleteCertificateRow,
  insertCertificate,
  lockActiveCertificate,
  selectActiveCertificates,
  selectSubjects,
  subjectExists,
  updateCertificateRow,
} from './certificates.repo.ts'

type CertificateInput = z.output<typeof CertificateInputSchema>
type CertificateUpdate = z.output<typeof CertificateUpdateSchema>

const definitionNotFound = (id: number) => notFound(`No certificate definition with id ${id}.`)

function definitionOf(row: CertificateRow, holders: number): AdminCertificateDefinition {
  return {
    id: row.id,
    titles: row.titles,
    trigger: row.trigger,
    triviaId: row.triviaId,
    courseId: row.courseId,
    minScorePercent: row.minScorePercent,
    userTypes: row.userTypes as UserType[],
    validityDays: row.validityDays,
    points: row.points,
    version: row.version,
    holders,
  }
}

const audited = (row: CertificateRow) => ({
  titles: row.titles,
  trigger: row.trigger,
  triviaId: row.triviaId,
  courseId: row.courseId,
  minScorePercent: row.minScorePercent,
  userTypes: row.userTypes,
  validityDays: row.validityDays,
  points: row.points,
  active: row.active,
  version: row.version,
})

const valuesOf = (input: CertificateInput): CertificateValues => ({
  titles: input.titles,
  trigger: input.trigger,
  triviaId: input.triviaId,
  courseId: input.courseId,
  minScorePercent: input.minScorePercent,
  userTypes: input.userTypes,
  validityDays: input.validityDays,
  points: input.points,
})

/** The trivia or course a definition names must exist (a field error, translated on the web). */
async function checkSubject(tx: Tx, values: CertificateValues) {
  if (
    values.triviaId !== null &&
    values.triviaId !== undefined &&
    !(await subjectExists(tx, 'trivia', values.triviaId))
  ) {
    throw badRequest('Unknown trivia.', { triviaId: [VALIDATION_MESSAGES.triviaUnknown] })
  }
  if (
    values.courseId !== null &&
    values.courseId !== undefined &&
    !(await subjectExists(tx, 'course', values.courseId))
  ) {
    throw badRequest('Unknown course.', { courseId: [VALIDATION_MESSAGES.courseUnknown] })
  }
}

export async function listDefinitions(ctx: AppContext, locale: Locale): Promise<AdminCertificateDefinitions> {
  const db = ctx.database.db
  const [rows, counts, subjects] = await Promise.all([
    selectActiveCertificates(db),
    countAwards(db),
    selectSubjects(db),
  ])
  const options = (titles: Map<number, Parameters<typeof localize>[0]>) =>
    [...titles].map(([id, t]) => ({ id, title: localize(t, locale) })).sort((a, b) => a.id - b.id)
  return {
    items: rows.map((row) => definitionOf(row, counts.get(row.id) ?? 0)),
    trivia: options(subjects.trivia),
    courses: options(subjects.courses),
  }
}

/**
 * A new definition, audited in its transaction. It applies from the next fact: nobody is issued one for a video
 * watched or a trivia passed before it existed (decision 059).
 */
export async function createDefinition(
  ctx: AppContext,
  actor: Actor,
  input: CertificateInput,
): Promise<AdminCertificateDefinition> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const values = valuesOf(input)
    await checkSubject(tx, values)
    const created = await insertCertificate(tx, values, ctx.clock.now())
    await insertAudit(tx, actor, 'certificate', 'certificate.create', String(created.id), null, audited(created))
    return created
  })
  return definitionOf(row, 0)
}

/** An edit (409 on a stale version). Certificates already held keep their dates; a new validity applies to new ones. */
export async function updateDefinition(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: CertificateUpdate,
): Promise<AdminCertificateDefinition> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockActiveCertificate(tx, id)
    if (!before) throw definitionNotFound(id)
    if (before.version !== input.version) throw conflict()
    const values = valuesOf(input)
    await checkSubject(tx, values)
    const row = await updateCertificateRow(tx, id, values, ctx.clock.now())
    await insertAudit(tx, actor, 'certificate', 'certificate.update', String(id), audited(before), audited(row))
    return definitionOf(row, (await countAwards(tx, id)).get(id) ?? 0)
  })
}

/**
 * Removes a definition: deleted when nobody ever held it; retired otherwise (inactive: earned no more, offered no
 * more, gone from the editor), so every certificate issued under it still verifies and still opens as a PDF.
 */
export async function removeDefinition(
  ctx: AppContext,
  actor: Actor,
  id: number,
  version: number,
): Promise<CertificateRemoval> {
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockActiveCertificate(tx, id)
    if (!before) throw definitionNotFound(id)
    if (before.version !== version) throw conflict()
    const held = (await countAwards(tx, id)).get(id) ?? 0
    if (held === 0) {
      await deleteCertificateRow(tx, id)
      await insertAudit(tx, actor, 'certificate', 'certificate.delete', String(id), audited(before), null)
      return { outcome: 'deleted' }
    }
    const row = await updateCertificateRow(tx, id, { active: false }, ctx.clock.now())
    await insertAudit(tx, actor, 'certificate', 'certificate.retire', String(id), audited(before), audited(row))
    return { outcome: 'retired' }
  })
}
