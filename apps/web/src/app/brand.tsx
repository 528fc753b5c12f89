import { Link } from '@tanstack/react-router'
import { Logo } from '../components/ui/logo.tsx'
import { Skeleton } from '../components/ui/skeleton.tsx'
import { useLowData } from '../platform/low-data/low-data.ts'

interface Props {
  name: string | undefined
  /** The name for a phone's header (decision 050); null: the full name, on up to three lines. */
  shortName: string | null
  hostCity: string | undefined
  /** The organiser's logo; null: the app's mark. */
  logoUrl: string | null
}

export function Brand({ name, shortName, hostCity, logoUrl }: Props) {
  const mark = 'size-8 shrink-0 sm:size-9'
  // The low-data mode (decision 088) shows the app's own mark, drawn inline, instead of fetching the organiser's.
  const lowData = useLowData()
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5">
      {logoUrl && !lowData ? (
        // Decorative: the games' name beside it is the accessible text.
        <img src={logoUrl} alt="" width={36} height={36} className={`${mark} rounded-lg object-contain`} />
      ) : (
        <Logo className={mark} />
      )}
      {name ? (
        <span className="min-w-0 leading-tight">
          {shortName ? (
            <>
              <span className="line-clamp-2 text-sm font-extrabold tracking-tight break-words text-ink sm:hidden">
                {shortName}
              </span>
              <span className="hidden truncate text-base font-extrabold tracking-tight text-ink sm:block">{name}</span>
            </>
          ) : (
            <span className="line-clamp-3 text-xs font-extrabold tracking-tight break-words text-ink sm:line-clamp-1 sm:text-base">
              {name}
            </span>
          )}
          {hostCity && <span className="hidden truncate text-xs font-medium text-ink-muted sm:block">{hostCity}</span>}
        </span>
      ) : (
        <Skeleton className="h-5 w-40" />
      )}
    </Link>
  )
}
