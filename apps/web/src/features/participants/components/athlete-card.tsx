import type { AthleteCard as AthleteCardData } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { apiHref } from '../../../lib/api-origin.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'

/**
 * An athlete's card: photo, name, BIB, gender and delegation flag; opens the profile. The follow star sits beside
 * the link, not in it (a button inside a link is no control): decision 057.
 */
export function AthleteCard({ athlete }: { athlete: AthleteCardData }) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center rounded-2xl border border-line bg-surface pr-2 shadow-xs transition hover:border-brand">
      <Link
        to="/participants/profile/$id"
        params={{ id: athlete.id }}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-2xl p-3"
      >
        <SaverImage
          src={apiHref(athlete.photoUrl)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-xl bg-surface-muted"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-ink">{athlete.name}</span>
          <span className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <Flag src={athlete.organisation.flagUrl} name={athlete.organisation.name} decorative />
            <span className="truncate">{athlete.organisation.name}</span>
          </span>
          <span className="mt-0.5 block text-xs text-ink-muted">
            {t(`participants.gender.${athlete.gender === 'W' ? 'W' : 'M'}`)}
            {athlete.bib && ` · ${t('participants.bib', { bib: athlete.bib })}`}
          </span>
        </span>
      </Link>
      <FollowSlot target={{ kind: 'athlete', code: athlete.id }} name={athlete.name} compact />
    </div>
  )
}
