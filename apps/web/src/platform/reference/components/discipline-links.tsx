import { nameCollator } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { SaverImage } from '../../low-data/components/saver-image.tsx'
import { referenceQueries } from '../api.ts'

const GRID = 'grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-2'

/** Quick links to every discipline's page, by name in the reader's language (as the schedule's disciplines tab). */
export function DisciplineLinks() {
  const locale = useLocale()
  const disciplines = useQuery(referenceQueries.disciplines(locale))

  if (disciplines.isError && !disciplines.data) return <LoadError onRetry={() => void disciplines.refetch()} />

  if (!disciplines.data) {
    return (
      <div aria-hidden="true" className={GRID}>
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder.
          <Skeleton key={i} className="h-14 rounded-xl" />
        ))}
      </div>
    )
  }

  const collator = nameCollator(locale)
  const byName = [...disciplines.data].sort((a, b) => collator.compare(a.name, b.name))
  return (
    <ul className={GRID}>
      {byName.map((discipline) => (
        <li key={discipline.code}>
          <PathLink
            to={`/discipline/${discipline.key}`}
            className="group flex h-full items-center gap-2.5 rounded-xl border border-line bg-surface p-3 transition-colors hover:border-brand hover:bg-brand-soft"
          >
            {discipline.imageUrl ? (
              <SaverImage
                src={apiHref(discipline.imageUrl)}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                className="size-8 shrink-0"
              />
            ) : (
              // Drawn by key: the built-in disciplines' pictograms, a neutral one for a discipline a games brought
              // (decision 074), never its bare code.
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-strong group-hover:bg-surface">
                <DisciplinePictogram disciplineKey={discipline.key} className="size-6" />
              </span>
            )}
            <span className="min-w-0 text-sm leading-tight font-semibold break-words hyphens-auto text-ink">
              {discipline.name}
            </span>
          </PathLink>
        </li>
      ))}
    </ul>
  )
}
