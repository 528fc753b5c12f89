/**
 * A kind's `file` sent with the item's own create or edit (decision 113: a document's PDF): the write is multipart, a
 * `metadata` part (JSON, the kind's input, checked by its schema as the form does) and a `file` part, checked and made
 * into columns by the registration's `itemFile`. Every problem, of the fields or of the file, is one 400 with `fields`,
 * found before anything is written.
 */
import { VALIDATION_MESSAGES } from '@podium/domain'
import type { Context } from 'hono'
import type { z } from 'zod'
import { readMetadataPart, readMultipart } from '../features/files/index.ts'
import { badRequest } from '../http/errors.ts'
import type { ContentTable, ContentValues, Row } from './content.repo.ts'

export async function readItemFileUpload<T extends z.ZodType>(
  c: Context,
  t: ContentTable,
  schema: T,
  /** A create must carry the file when the kind requires one; an edit without one keeps the stored file. */
  creating: boolean,
): Promise<{ input: ContentValues; file: Row | undefined }> {
  const { file, entity } = { file: t.kind.file, entity: t.kind.entity }
  if (!file || !t.itemFile) throw new Error(`${t.kind.kind}: a file needs the registration's itemFile`)
  const form = await readMultipart(c, entity)
  const { parsed, fields } = readMetadataPart(form, schema)
  const part = form.get('file')
  let columns: Row | undefined
  if (part instanceof File && part.size > 0) {
    const bytes = new Uint8Array(await part.arrayBuffer())
    const problem = t.itemFile.problem(bytes)
    if (problem) fields[file.name] = [problem]
    else columns = t.itemFile.columns(bytes, part.name)
  } else if (creating && file.required) {
    fields[file.name] = [VALIDATION_MESSAGES.fileRequired]
  }
  if (!parsed.success || Object.keys(fields).length > 0) throw badRequest(`The ${entity} is invalid.`, fields)
  return { input: parsed.data as ContentValues, file: columns }
}
