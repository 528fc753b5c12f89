/**
 * What the content engine needs of a document beside its declaration (decision 113): how its PDF is checked and
 * stored (decision 039: by its content, never its name; the bytes, a `.pdf` name, the size), and what an admin item
 * adds to its values (whether it is still scheduled on the games clock, where its file is read).
 */
import { VALIDATION_MESSAGES } from '@podium/domain'
import { documentUrl } from './documents.repo.ts'
import { uploadedDocumentProblem } from './pdf-inflate.ts'

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

/** The PDF sent with a document's create or edit: refused when not a PDF, too large or active; else its columns. */
export const DOCUMENT_FILE = {
  problem(bytes: Uint8Array): string | undefined {
    const problem = uploadedDocumentProblem(bytes)
    return problem ? VALIDATION_MESSAGES[problem] : undefined
  },
  columns: (bytes: Uint8Array, sentName: string) => ({
    fileName: storedFileName(sentName),
    mimeType: 'application/pdf',
    content: bytes,
    sizeBytes: bytes.byteLength,
  }),
}

/** An admin item's `scheduled` (its publication still ahead of the games clock's now) and its file's `url`. */
export function documentAnswerExtras(_db: unknown, item: Record<string, unknown>, now: Date) {
  return {
    scheduled: Date.parse(String(item.publishedAt)) > now.getTime(),
    url: documentUrl(Number(item.id), String(item.fileName)),
  }
}
