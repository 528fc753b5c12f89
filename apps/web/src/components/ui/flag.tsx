import { FLAG_FALLBACK_URL } from '@podium/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { apiHref } from '../../lib/api-origin.ts'

interface Props {
  /** From the domain's `flagImage` (sent by the API as `flagUrl`). */
  src: string
  /** The delegation's name: the alt text, unless the name is printed beside the flag (`decorative`). */
  name: string
  decorative?: boolean
  className?: string
}

/** A delegation's flag; a missing image falls back to the local unknown flag, so no flag is ever a broken image. */
export function Flag({ src, name, decorative = false, className = 'h-4 w-[1.375rem]' }: Props) {
  const { t } = useTranslation()
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={failed ? FLAG_FALLBACK_URL : apiHref(src)}
      alt={decorative ? '' : name || t('flags.unknown')}
      width={22}
      height={16}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`inline-block shrink-0 rounded-[3px] object-cover ring-1 ring-line ${className}`}
    />
  )
}
