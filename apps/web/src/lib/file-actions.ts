import { apiHref } from './api-origin.ts'

/**
 * Downloading and opening a document with the errors of docs/product-rules.md §8 ("Error downloading file", "Error
 * opening file"): the file is fetched first, so a failure is reported in the app instead of a browser error page.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const res = await fetch(apiHref(`${url}?download=1`))
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  const blob = await res.blob()
  const href = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = href
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/** Checks the file answers before the viewer shows it. */
export async function checkFile(url: string): Promise<void> {
  const res = await fetch(apiHref(url), { method: 'HEAD' })
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
}
