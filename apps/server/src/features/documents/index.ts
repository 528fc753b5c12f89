/** The documents feature's public entry (decision 097): what other features may use of it. */
export { DOCUMENT_FILE, documentAnswerExtras } from './document-content.ts'
export { listTransportDocuments, toDocumentDto } from './documents.repo.ts'
export { uploadedDocumentProblem } from './pdf-inflate.ts'
