import { ImageOff } from 'lucide-react'
import type { ImgHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import { useImagesAllowed } from '../low-data.ts'

interface Props extends ImgHTMLAttributes<HTMLImageElement> {
  src: string
  /** What the placeholder says in the low-data mode (the image's subject: a name, a title), when `alt` is empty. */
  label?: string
}

/**
 * An image that the low-data mode (decision 088) replaces by a small placeholder with its alt text or subject's
 * name — flags use `Flag`, never this. Same box (the image's class), so nothing moves when the mode changes.
 */
export function SaverImage({ label, className, ...img }: Props) {
  const { t } = useTranslation()
  const allowed = useImagesAllowed()
  if (allowed) return <img {...img} alt={img.alt ?? ''} className={className} />
  const text = img.alt || label
  return (
    <span
      className={`${className ?? ''} inline-flex items-center justify-center gap-1 overflow-hidden bg-surface-muted p-1 text-center text-xs text-ink-muted`}
      data-low-data-placeholder=""
      {...(img.alt ? { role: 'img', 'aria-label': img.alt } : { 'aria-hidden': true })}
      title={t('lowData.imageHidden')}
    >
      <ImageOff aria-hidden="true" className="size-4 shrink-0" />
      {text && (
        <span aria-hidden="true" className="line-clamp-2">
          {text}
        </span>
      )}
    </span>
  )
}
