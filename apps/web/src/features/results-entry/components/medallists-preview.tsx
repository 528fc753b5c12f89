import type { ScheduleItem } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../../i18n/i18n.ts'
import { resultsEntryQueries } from '../api.ts'
import { eventHasBronzeContest, medallistsPreview, type ResultFormRow } from '../results-form.ts'

interface Props {
  unit: Pick<ScheduleItem, 'medal' | 'eventCode' | 'disciplineKey'>
  rows: readonly ResultFormRow[]
}

/** Who the medal unit awards once its results are official, as the server will award it (`medallistsPreview`). */
export function MedallistsPreview({ unit, rows }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  // A final's bronze goes to its rank 3 unless the event has a bronze contest: the discipline's units say.
  const isFinal = unit.medal === 'GOLD'
  const discipline = useQuery({
    ...resultsEntryQueries.discipline(unit.disciplineKey ?? '', locale),
    enabled: isFinal && Boolean(unit.disciplineKey),
  })
  if (!unit.medal || !unit.eventCode) return null
  if (isFinal && !discipline.data) return null
  const hasBronzeContest = !isFinal || eventHasBronzeContest(discipline.data?.schedule ?? [], unit.eventCode)
  const awards = medallistsPreview(rows, { medal: unit.medal, eventHasBronzeContest: hasBronzeContest })
  if (!awards.length) return null
  return (
    <div>
      <h4 className="text-sm font-semibold text-ink">{t('resultsEntry.medallists')}</h4>
      <ol className="text-sm text-ink" data-testid="medallists-preview">
        {awards.map(({ medal, entry }) => (
          <li key={entry.key}>
            {t(`medals.medal.${medal}`)}: {entry.name} ({entry.organisation})
          </li>
        ))}
      </ol>
    </div>
  )
}
