import { type CalendarFeed, calendarSubscription } from '@podium/domain'
import { useMutation } from '@tanstack/react-query'
import { Check, Copy, RotateCcw } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { FIELD } from '../../../components/ui/field-styles.ts'
import { useLocale } from '../../../i18n/i18n.ts'
import { myGamesFeedMutations } from '../api.ts'

type Props = ({ feed: CalendarFeed } | { personal: true }) & { onClose: () => void }

/** The webcal address with a copy button, links for Google and Apple calendars, and the address as a QR code. */
export default function SubscribeDialog(props: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open onClose={props.onClose} title={t('calendarSubscribe.title')} closeLabel={t('calendarSubscribe.close')}>
      {'feed' in props ? <Addresses feed={props.feed} /> : <PersonalAddresses />}
    </Dialog>
  )
}

/** An account's "my games" feed: its token asked for once, and a reset that makes the old address stop working. */
function PersonalAddresses() {
  const { t } = useTranslation()
  const token = useMutation(myGamesFeedMutations.token())
  const rotate = useMutation(myGamesFeedMutations.rotate())
  const [reset, setReset] = useState(false)
  const { mutate } = token
  useEffect(() => mutate(), [mutate])
  const current = rotate.data?.token ?? token.data?.token
  if (token.isError) return <p role="alert">{t('calendarSubscribe.tokenFailed')}</p>
  if (!current) return <p className="text-sm text-ink-muted">{t('calendarSubscribe.preparing')}</p>
  return (
    <div className="grid gap-4">
      <Addresses feed={{ kind: 'my-games', code: current }} />
      <div className="grid gap-1 border-t border-line pt-3">
        <p className="text-sm text-ink-muted">{t('calendarSubscribe.privateNote')}</p>
        <div>
          <button
            type="button"
            className={secondaryButton}
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSuccess: () => setReset(true) })}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('calendarSubscribe.reset')}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {reset ? t('calendarSubscribe.resetDone') : rotate.isError ? t('calendarSubscribe.tokenFailed') : ''}
        </p>
      </div>
    </div>
  )
}

function Addresses({ feed }: { feed: CalendarFeed }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const fieldId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<'yes' | 'no' | undefined>()
  const addresses = calendarSubscription(feed, locale, window.location.origin)

  async function copy() {
    try {
      await navigator.clipboard.writeText(addresses.webcal)
      setCopied('yes')
    } catch {
      // No clipboard (an insecure origin, a refused permission): select the address for the visitor to copy.
      input.current?.select()
      setCopied('no')
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-ink-muted">{t('calendarSubscribe.intro')}</p>
      <div className="grid gap-1">
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {t('calendarSubscribe.address')}
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={fieldId}
            readOnly
            value={addresses.webcal}
            onFocus={(e) => e.currentTarget.select()}
            className={`${FIELD} min-w-0 flex-1 font-mono text-xs`}
          />
          <button type="button" className={secondaryButton} onClick={() => void copy()}>
            {copied === 'yes' ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            {copied === 'yes' ? t('calendarSubscribe.copied') : t('calendarSubscribe.copy')}
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-ink-muted">
          {copied === 'yes'
            ? t('calendarSubscribe.copiedNote')
            : copied === 'no'
              ? t('calendarSubscribe.copyByHand')
              : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a className={primaryButton} href={addresses.webcal}>
          {t('calendarSubscribe.apple')}
        </a>
        <a className={secondaryButton} href={addresses.google} target="_blank" rel="noopener noreferrer">
          {t('calendarSubscribe.google')}
        </a>
        <a className={secondaryButton} href={addresses.https} download>
          {t('calendarSubscribe.download')}
        </a>
      </div>
      <figure className="grid justify-items-center gap-2">
        <img
          src={addresses.qr}
          alt={t('calendarSubscribe.qrAlt')}
          width={176}
          height={176}
          className="size-44 rounded-lg bg-white p-1"
        />
        <figcaption className="text-center text-sm text-ink-muted">{t('calendarSubscribe.qrCaption')}</figcaption>
      </figure>
    </div>
  )
}
