/** The files feature's public entry (decision 097): what other features may use of it. */

export type { NewStoredFile } from './file-store.ts'
export { databaseFileStore, fileUrl } from './file-store.ts'
export { fileStoreOf } from './files.ts'
export { ImageRefused, processImage } from './image-pipeline.ts'
export { readImageOnly, readImageUpload } from './image-upload.ts'
export { readMetadataPart, readMultipart } from './multipart.ts'
