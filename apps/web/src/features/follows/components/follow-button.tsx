import type { Follow } from '@podium/domain'
import { Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useFollows } from '../use-follows.ts'

/**
 * The star that follows or unfollows an athlete, a team, a delegation or a discipline (decision 054). A toggle
 * button: `aria-pressed` says whether it is followed, its name says what ("Follow Portugal").
 */
export function FollowButton({ target, name, compact = false }: { target: Follow; name: string; compact?: boolean }) {
  const { t } = useTranslation()
  const { isFollowing, toggle, pending } = useFollows()
  const on = isFollowing(target.kind, target.code)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('follows.follow', { name })}
      title={t(on ? 'follows.following' : 'follows.followShort')}
      disabled={pending}
      onClick={() => toggle(target)}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-semibold transition ${
        on ? 'border-gold-strong bg-surface-muted text-ink' : 'border-line bg-surface text-ink hover:bg-surface-muted'
      } ${compact ? 'px-2' : ''}`}
    >
      <Star aria-hidden="true" className={`size-4 ${on ? 'fill-current text-gold-strong' : 'text-ink-muted'}`} />
      {!compact && <span>{t(on ? 'follows.following' : 'follows.followShort')}</span>}
    </button>
  )
}
