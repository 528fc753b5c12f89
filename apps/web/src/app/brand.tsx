import { Link } from '@tanstack/react-router'
import { Logo } from '../components/ui/logo.tsx'
import { Skeleton } from '../components/ui/skeleton.tsx'

interface Props {
  name: string | undefined
  hostCity: string | undefined
}

export function Brand({ name, hostCity }: Props) {
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-2.5">
      <Logo className="size-8 shrink-0 sm:size-9" />
      {name ? (
        <span className="min-w-0 leading-tight">
          <span className="line-clamp-3 text-xs font-extrabold tracking-tight break-words text-ink sm:line-clamp-1 sm:text-base">
            {name}
          </span>
          {hostCity && <span className="hidden truncate text-xs font-medium text-ink-muted sm:block">{hostCity}</span>}
        </span>
      ) : (
        <Skeleton className="h-5 w-40" />
      )}
    </Link>
  )
}
