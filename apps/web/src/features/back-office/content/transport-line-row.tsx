import { formatDayLabel, inkOn, type LocalizedText, transportSheetFileName } from '@podium/domain'
import { FileText } from 'lucide-react'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import type { RowExtraProps } from './content-row-extras.tsx'

/**
 * A transport line's row (decisions 044, 117): its code on its colour, origin → destination, how many departures and
 * on which days, and its timetable PDF (or where to add one: a transport document named transport-<code>.pdf).
 */
export function TransportLineDetails({ item, text }: RowExtraProps) {
  const locale = useLocale()
  const code = String(item.code)
  const color = typeof item.color === 'string' ? item.color : '#53565a'
  const named = (value: unknown) => {
    const texts = value as Partial<LocalizedText> | undefined
    return texts?.[locale] || texts?.pt || ''
  }
  const days = (item.serviceDays as string[] | undefined) ?? []
  const document = item.document as { url: string } | null
  return (
    <div className="flex items-start gap-3">
      <span
        className="grid size-11 shrink-0 place-items-center rounded-xl text-sm font-bold"
        style={{ backgroundColor: color, color: inkOn(color) }}
      >
        {code}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">
          {named(item.origin)} → {named(item.destination)}
        </p>
        <p className="text-xs text-ink-muted">
          {text('row.departures', { count: (item.departures as unknown[] | undefined)?.length ?? 0 })}
          {' · '}
          {days.length === 0 ? text('row.everyDay') : days.map((d) => formatDayLabel(d, { locale })).join(', ')}
        </p>
        {document ? (
          <a href={document.url} className="inline-flex items-center gap-1 text-xs font-semibold text-brand">
            <FileText aria-hidden="true" className="size-3.5" />
            {text('row.pdf')}
          </a>
        ) : (
          <PathLink to="/manage/documents" className="text-xs text-ink-muted underline">
            {text('row.noPdf', { file: transportSheetFileName(code) })}
          </PathLink>
        )}
      </div>
    </div>
  )
}
