import { isLocale, type Locale } from '@podium/domain'
import { ExternalLink } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { switchLocale, useLocale } from '../../../i18n/i18n.ts'
import { postHeightToParent } from '../frame-resize.ts'

interface Props {
  /** The widget's heading; a headless widget has none (the host page brings its own). */
  title?: string
  /** `?lang=` of the embed: the host page's language wins over the visitor's stored one. */
  lang?: string | undefined
  /** Where "open in Podium" leads. */
  fullPath: string
  children: ReactNode
}

/** A widget's frame: its content, sized to the host's iframe by resize-iframe messages. */
export function WidgetFrame({ title, lang, fullPath, children }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => (root.current ? postHeightToParent(root.current) : undefined), [])
  useEffect(() => {
    if (lang && isLocale(lang) && lang !== locale) void switchLocale(lang as Locale)
  }, [lang, locale])

  return (
    <div ref={root} className="grid gap-4 p-4">
      {title && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-xl font-extrabold tracking-tight text-ink">{title}</h1>
          <a
            href={fullPath}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 text-sm font-semibold text-brand-strong hover:underline"
          >
            {t('widgets.openInApp')}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      )}
      {children}
    </div>
  )
}
