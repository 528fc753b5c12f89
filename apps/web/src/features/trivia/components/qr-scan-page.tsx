import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Camera, KeyRound, X } from 'lucide-react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { triviaMutations } from '../api.ts'
import { type QrScanError, QrScanFailure, type QrScanner, webQrScanner } from '../qr-scanner.ts'

export function QrScanPage({ scanner = webQrScanner }: { scanner?: QrScanner }) {
  const { t } = useTranslation()
  const lang = useLocale()
  const navigate = useNavigate()
  const scan = useMutation(triviaMutations.scan(lang))
  const video = useRef<HTMLVideoElement>(null)
  const abort = useRef<AbortController | null>(null)
  const [scanning, setScanning] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => () => abort.current?.abort(), [])

  async function open(code: string) {
    setError(null)
    try {
      const found = await scan.mutateAsync(code.trim())
      if (found.pointsAwarded > 0) toast.success(t('qr.found', { count: found.pointsAwarded }))
      await navigate({ to: '/trivia/$id', params: { id: found.triviaId } })
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError && failure.status === 404 ? t('qr.unknownCode') : t('qr.errors.failed'),
      )
    }
  }

  async function startScan() {
    setError(null)
    if (!video.current || !(await scanner.isAvailable())) return setError(t('qr.errors.unavailable'))
    const controller = new AbortController()
    abort.current = controller
    setScanning(true)
    try {
      await open(await scanner.scan(video.current, controller.signal))
    } catch (failure) {
      const reason: QrScanError = failure instanceof QrScanFailure ? failure.reason : 'failed'
      setError(t(`qr.errors.${reason}`))
    } finally {
      setScanning(false)
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const code = String(new FormData(event.currentTarget).get('code') ?? '')
    if (code.trim()) void open(code)
  }

  return (
    <div className="mx-auto grid max-w-xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('qr.title')}</h1>
        <p className="mt-1 text-ink-muted">{t('qr.intro')}</p>
      </div>
      <div className="overflow-hidden rounded-2xl border border-line bg-black/90">
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('qr.cameraLabel')}
          className={`aspect-square w-full object-cover ${scanning ? '' : 'hidden'}`}
        />
        {!scanning && (
          <div className="flex aspect-[4/3] items-center justify-center">
            <button type="button" className={primaryButton} onClick={startScan}>
              <Camera aria-hidden="true" className="size-4" />
              {t('qr.scanButton')}
            </button>
          </div>
        )}
      </div>
      {scanning && (
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => abort.current?.abort()}
        >
          <X aria-hidden="true" className="size-4" />
          {t('qr.cancel')}
        </button>
      )}
      {error && (
        <p role="alert" className="rounded-xl bg-warn-soft px-4 py-3 font-medium text-warn-strong">
          {error}
        </p>
      )}
      <form onSubmit={onSubmit} className="grid gap-3 rounded-2xl border border-line bg-surface p-5 shadow-xs">
        <TextField name="code" label={t('qr.typeCode')} autoComplete="off" autoCapitalize="none" />
        <button type="submit" className={`${secondaryButton} justify-self-start`}>
          <KeyRound aria-hidden="true" className="size-4" />
          {t('qr.openCode')}
        </button>
      </form>
    </div>
  )
}
