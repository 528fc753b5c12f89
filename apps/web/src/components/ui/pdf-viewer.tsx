import { Download, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { apiHref } from '../../lib/api-origin.ts'
import { downloadFile } from '../../lib/file-actions.ts'
import { secondaryButton } from './button-styles.ts'
import { Dialog } from './dialog.tsx'

/**
 * The browser's own PDF viewer in a frame (no pdf.js: nothing extra to load, and the browser's viewer has search,
 * zoom and print). Where frames show no PDF (some phones), "open" and "download" still work.
 */
export interface PdfFile {
  title: string
  url: string
  fileName: string
}

export function PdfViewer({ document: doc, onClose }: { document: PdfFile | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={doc !== null}
      onClose={onClose}
      title={doc?.title ?? ''}
      closeLabel={t('documents.viewer.close')}
      wide
    >
      {doc && (
        <div className="grid gap-3">
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              onClick={() =>
                downloadFile(doc.url, doc.fileName).catch(() =>
                  toast.error(t('documents.viewer.downloadError'), { description: t('documents.viewer.tryLater') }),
                )
              }
            >
              <Download aria-hidden="true" className="size-4" />
              {t('documents.viewer.download')}
            </button>
            <a className={secondaryButton} href={apiHref(doc.url)} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('documents.viewer.openInNewTab')}
            </a>
          </div>
          <iframe
            title={t('documents.viewer.viewerTitle', { title: doc.title })}
            src={apiHref(doc.url)}
            className="h-[70dvh] w-full rounded-xl border border-line bg-white"
          />
        </div>
      )}
    </Dialog>
  )
}
