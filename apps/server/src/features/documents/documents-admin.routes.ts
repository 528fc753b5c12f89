import {
  AdminDocumentsQuerySchema,
  DocumentInputSchema,
  DocumentUpdateSchema,
  VALIDATION_MESSAGES,
  VersionQuerySchema,
} from '@podium/domain'
import { type Context, Hono } from 'hono'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { badRequest } from '../../http/errors.ts'
import { readQuery, rowIdParam } from '../../http/validate.ts'
import { readMetadataPart, readMultipart } from '../files/index.ts'
import type { DocumentFile } from './documents-admin.repo.ts'
import { createDocument, deleteDocument, listAdminDocuments, updateDocument } from './documents-admin.service.ts'
import { uploadedDocumentProblem } from './pdf-inflate.ts'

const documentId = (raw: string) => rowIdParam(raw, 'document')

/** The stored file name: the sent name's last part, no control or path characters, always ending in `.pdf`. */
export function storedFileName(sent: string): string {
  const base = (sent.split(/[\\/]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"<>|?*:]/g, '_')
    .trim()
    .slice(0, 120)
  const name = base.replace(/\.pdf$/i, '') || 'document'
  return `${name}.pdf`
}

/**
 * A document write is `multipart/form-data`: a `metadata` part (JSON, checked by the domain's schema, as the form
 * does) and a `file` part (the PDF, required on create, optional on edit). Every problem is a 400 with `fields`
 * (`file: ['The file is not a PDF']`), found before anything is written.
 */
async function readUpload<T extends z.ZodType>(
  c: Context,
  schema: T,
  fileRequired: boolean,
): Promise<{ input: z.infer<T>; file: DocumentFile | undefined }> {
  const form = await readMultipart(c, 'document')
  const { parsed, fields } = readMetadataPart(form, schema)
  const part = form.get('file')
  let file: DocumentFile | undefined
  if (part instanceof File && part.size > 0) {
    const content = new Uint8Array(await part.arrayBuffer())
    const fileProblem = uploadedDocumentProblem(content)
    if (fileProblem) fields.file = [VALIDATION_MESSAGES[fileProblem]]
    else file = { fileName: storedFileName(part.name), content }
  } else if (fileRequired) {
    fields.file = [VALIDATION_MESSAGES.fileRequired]
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw badRequest('The document is invalid.', fields)
  return { input: parsed.data, file }
}

/** The back office's documents (decision 039): staff and admins list, upload, edit and delete them. */
export function documentsAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/documents', manage, async (c) => {
      const query = readQuery(c, AdminDocumentsQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminDocuments(ctx, query))
    })
    .post('/admin/documents', manage, async (c) => {
      const { input, file } = await readUpload(c, DocumentInputSchema, true)
      if (!file) throw badRequest('The document is invalid.', { file: [VALIDATION_MESSAGES.fileRequired] })
      return c.json(await createDocument(ctx, c.get('actor'), input, file), 201)
    })
    .put('/admin/documents/:id', manage, async (c) => {
      const id = documentId(c.req.param('id'))
      const { input, file } = await readUpload(c, DocumentUpdateSchema, false)
      return c.json(await updateDocument(ctx, c.get('actor'), id, input, file))
    })
    .delete('/admin/documents/:id', manage, async (c) => {
      const id = documentId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteDocument(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
