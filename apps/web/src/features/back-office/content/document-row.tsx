import { Badge } from '../../../components/ui/badge.tsx'
import { kilobytes } from './content-file-field.tsx'
import type { RowExtraProps } from './content-row-extras.tsx'

/**
 * A document's row (decisions 039, 115): the generic summary (its kind, discipline, priority and publication time),
 * the file's name and size, and "Scheduled" while the publication time is ahead on the games clock (the public does
 * not see it yet).
 */
export function DocumentDetails({ item, text, summary }: RowExtraProps) {
  return (
    <>
      <p className="text-sm break-words text-ink-muted">
        {summary && `${summary} · `}
        <span className="break-all">{String(item.fileName)}</span>
        {` (${text('row.size', { size: kilobytes(Number(item.sizeBytes)) })})`}
      </p>
      {item.scheduled === true && (
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
          <Badge tone="brand">{text('row.scheduled')}</Badge>
        </p>
      )}
    </>
  )
}
