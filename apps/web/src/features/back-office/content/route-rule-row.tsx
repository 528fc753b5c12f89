import { zonedDate, zonedTimeOfDay } from '@podium/domain'
import { QrCode } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import type { RowExtraProps } from './content-row-extras.tsx'

/**
 * A short link's row (decisions 046, 112): where it leads, how (permanent, disabled, its window), its visits, and
 * its QR code to download and print (the server draws it: its own address and the rule's path).
 */
const shortInstant = (iso: string, timeZone: string) => {
  const at = new Date(iso)
  return `${zonedDate(at, timeZone)} ${zonedTimeOfDay(at, timeZone)}`
}

export function RouteRuleDetails({ item, text, timeZone }: RowExtraProps) {
  const startsAt = item.startsAt as string | null
  const endsAt = item.endsAt as string | null
  return (
    <>
      {item.match === 'prefix' && <p className="font-mono text-sm text-ink-muted">{text('options.match.prefix')}</p>}
      <p className="text-sm break-all text-ink-muted">→ {String(item.target)}</p>
      <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
        <Badge tone="brand">{item.permanent ? text('row.permanent') : text('row.temporary')}</Badge>
        {item.enabled ? null : <Badge tone="warn">{text('row.disabled')}</Badge>}
        {startsAt || endsAt ? (
          <Badge tone="brand">
            {text('row.window', {
              from: startsAt && timeZone ? shortInstant(startsAt, timeZone) : '…',
              until: endsAt && timeZone ? shortInstant(endsAt, timeZone) : '…',
            })}
          </Badge>
        ) : null}
        <Badge tone="brand">{text('row.hits', { count: Number(item.hits ?? 0) })}</Badge>
      </p>
    </>
  )
}

export function RouteRuleActions({ item, text }: RowExtraProps) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const source = String(item.source)
  const link = `${window.location.origin}${source}`
  const qr = `/api/v1/admin/route-rules/${item.id}/qr.svg`
  return (
    <>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => setOpen(true)}
        aria-label={text('row.qrOne', { source })}
      >
        <QrCode aria-hidden="true" className="size-4" />
        {text('row.qr')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={text('row.qrTitle')} closeLabel={t('manage.close')}>
        {open && (
          <figure className="grid justify-items-center gap-3">
            <img
              src={qr}
              alt={text('row.qrAlt', { link })}
              className="size-64 rounded-xl border border-line bg-white"
            />
            <figcaption className="font-mono text-sm break-all text-ink">{link}</figcaption>
            <a className={secondaryButton} href={qr} download={`qr${source.replaceAll('/', '-')}.svg`}>
              {text('row.qrDownload')}
            </a>
          </figure>
        )}
      </Dialog>
    </>
  )
}
