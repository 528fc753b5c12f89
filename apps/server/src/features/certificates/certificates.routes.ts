import {
  AdminCertificateHoldersQuerySchema,
  CertificateGrantInputSchema,
  CertificateInputSchema,
  CertificateRevokeInputSchema,
  CertificateUpdateSchema,
  DelegationCertificatesQuerySchema,
  ENGAGED_USER_TYPES,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission, requireRole, requireUserId } from '../../http/auth.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import {
  createDefinition,
  listDefinitions,
  removeDefinition,
  updateDefinition,
} from './certificate-definitions.service.ts'
import {
  adminCertificates,
  certificatePdf,
  delegationCertificates,
  delegationCsv,
  grantCertificate,
  holdersCsv,
  myCertificates,
  revokeCertificate,
  verifyCertificate,
} from './certificates.service.ts'

/**
 * Certificates (issue 24, decision 051): a user's own list and PDFs, the public verification by code, and the staff's
 * holders with CSV and revocation. Nothing here issues a certificate: they are earned where the facts are recorded.
 */
export function certificatesRoutes(ctx: AppContext) {
  const engaged = requireRole(ctx, ENGAGED_USER_TYPES)
  const manage = requirePermission(ctx, 'content.manage')
  // A delegation's head (user type manager) reads their own delegation's holders (decision 059).
  const head = requireRole(ctx, ['manager'])
  const definitionId = (raw: string) => rowIdParam(raw, 'certificate')
  return new Hono<AuthEnv>()
    .get('/me/certificates', engaged, async (c) => {
      c.header('Cache-Control', 'private, no-store')
      return c.json(await myCertificates(ctx, requireUserId(c.get('actor')), requestLocale(c)))
    })
    .get('/me/certificates/:code/certificate.pdf', engaged, async (c) => {
      const origin = new URL(c.req.url).origin
      const userId = requireUserId(c.get('actor'))
      const { code, pdf } = await certificatePdf(ctx, userId, c.req.param('code'), requestLocale(c), origin)
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="certificate-${code}.pdf"`,
        'Cache-Control': 'private, no-store',
      })
    })
    .get('/certificates/:code', async (c) => {
      // Not cached: a revocation must show at once.
      c.header('Cache-Control', 'no-store')
      return c.json(await verifyCertificate(ctx, c.req.param('code'), requestLocale(c)))
    })
    .get('/admin/certificates', manage, async (c) => {
      const query = readQuery(c, AdminCertificateHoldersQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await adminCertificates(ctx, query, requestLocale(c)))
    })
    .get('/admin/certificates.csv', manage, async (c) => {
      const query = readQuery(c, AdminCertificateHoldersQuerySchema)
      const csv = await holdersCsv(ctx, query, requestLocale(c))
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="certificates-${ctx.clock.today()}.csv"`,
        'Cache-Control': 'private, no-store',
      })
    })
    .get('/admin/certificates/definitions', manage, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await listDefinitions(ctx, requestLocale(c)))
    })
    .post('/admin/certificates', manage, async (c) => {
      const input = await readJsonBody(c, CertificateInputSchema)
      return c.json(await createDefinition(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/certificates/:id', manage, async (c) => {
      const id = definitionId(c.req.param('id'))
      const input = await readJsonBody(c, CertificateUpdateSchema)
      return c.json(await updateDefinition(ctx, c.get('actor'), id, input))
    })
    .delete('/admin/certificates/:id', manage, async (c) => {
      const id = definitionId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      return c.json(await removeDefinition(ctx, c.get('actor'), id, version))
    })
    .get('/delegation/certificates', head, async (c) => {
      const query = readQuery(c, DelegationCertificatesQuerySchema)
      c.header('Cache-Control', 'private, no-store')
      return c.json(await delegationCertificates(ctx, requireUserId(c.get('actor')), query, requestLocale(c)))
    })
    .get('/delegation/certificates.csv', head, async (c) => {
      const query = readQuery(c, DelegationCertificatesQuerySchema)
      const csv = await delegationCsv(ctx, requireUserId(c.get('actor')), query, requestLocale(c))
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="delegation-certificates-${ctx.clock.today()}.csv"`,
        'Cache-Control': 'private, no-store',
      })
    })
    .post('/admin/certificates/:id/grant', manage, async (c) => {
      const id = rowIdParam(c.req.param('id'), 'certificate')
      const input = await readJsonBody(c, CertificateGrantInputSchema)
      return c.json(await grantCertificate(ctx, c.get('actor'), id, input, requestLocale(c)), 201)
    })
    .post('/admin/certificates/holders/:code/revoke', manage, async (c) => {
      const input = await readJsonBody(c, CertificateRevokeInputSchema)
      return c.json(await revokeCertificate(ctx, c.get('actor'), c.req.param('code'), input, requestLocale(c)))
    })
}
