import type { CalendarFeed } from '@podium/domain'
import { CalendarPlus } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'

// The dialog (addresses, copy, QR) loads on the first click: the pages that show the button pay for a button only.
const SubscribeDialog = lazy(() => import('./subscribe-dialog.tsx'))

/**
 * "Subscribe to calendar": opens the feed's subscribe dialog (decision 055). `personal`: the signed-in account's
 * "my games" feed, whose address carries a token the dialog asks for and can reset (decision 057).
 */
export function CalendarSubscribe(props: { feed: CalendarFeed } | { personal: true }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <CalendarPlus aria-hidden="true" className="size-4" />
        {t('calendarSubscribe.button')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SubscribeDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
