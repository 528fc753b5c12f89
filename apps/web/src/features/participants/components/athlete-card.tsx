import type { AthleteCard as AthleteCardData } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Flag } from '../../../components/ui/flag.tsx'
import { apiHref } from '../../../lib/api-origin.ts'

/** An athlete's card: photo, name, BIB, gender and delegation flag; opens the profile. */
export function AthleteCard({ athlete }: { athlete: AthleteCardData }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/participants/profile/$id"
      params={{ id: athlete.id }}
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs transition hover:border-brand"
    >
      <img
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
  )
}
