import type { AnyContentKind } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { contentAdminQueries } from './content-api.ts'
import { type ContentField, coordinate, type FormValues } from './content-form-values.ts'
import type { KindText } from './content-text.ts'

/** The map and Leaflet load only when a form with a position opens (their own chunk). */
const PositionPicker = lazy(() => import('./position-picker.tsx'))

/** The most of a kind's items the map's opening centre is taken from (the admin list's largest page). */
const CENTRE_SAMPLE = 100

/**
 * A kind's `latitude` widget (decision 107): the position picked on a map — a tap or a drag sets both numbers —
 * and the two numbers beside it, the keyboard's way to the same value (a comma works as the decimal mark). The
 * `longitude` field that follows it in the declaration (decision 106) has no input of its own.
 */
export function PositionFields({
  kind,
  latitude,
  longitude,
  text,
  values,
  onChange,
  errors,
}: {
  kind: AnyContentKind
  latitude: ContentField
  longitude: ContentField
  text: KindText
  values: FormValues
  onChange: (changes: Record<string, string>) => void
  errors: Partial<Record<string, string>>
}) {
  const fallback = useItemsCentre(kind, latitude.name, longitude.name)
  const typed = (name: string) => values[name] as string
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{text('position')}</legend>
      <p className="text-xs text-ink-muted">{text('positionHint')}</p>
      {/* The map opens where it is centred: it waits for the other items (a failed read opens it on the world). */}
      <Suspense fallback={mapSkeleton}>
        {fallback === undefined ? (
          mapSkeleton
        ) : (
          <PositionPicker
            latitude={coordinate(typed(latitude.name))}
            longitude={coordinate(typed(longitude.name))}
            fallback={fallback}
            onPick={(lat, lng) => onChange({ [latitude.name]: String(lat), [longitude.name]: String(lng) })}
          />
        )}
      </Suspense>
      <div className="grid gap-3 sm:grid-cols-2">
        {[latitude, longitude].map((field) => (
          <TextField
            key={field.name}
            label={text(`fields.${field.name}`)}
            inputMode="decimal"
            value={typed(field.name)}
            onChange={(e) => onChange({ [field.name]: e.target.value })}
            error={errors[field.name]}
          />
        ))}
      </div>
    </fieldset>
  )
}

const mapSkeleton = <Skeleton className="h-64 w-full rounded-2xl" />

/**
 * Where a new item's map opens: the centre of the kind's other items that have a position, or none (`null`);
 * `undefined` while they load.
 */
function useItemsCentre(
  kind: AnyContentKind,
  latitude: string,
  longitude: string,
): [number, number] | null | undefined {
  const list = useQuery(contentAdminQueries.list(kind, useLocale(), { q: '', page: 1, pageSize: CENTRE_SAMPLE }))
  if (list.isPending) return undefined
  const located = (list.data?.items ?? []).flatMap((item) => {
    const [lat, lng] = [item[latitude], item[longitude]]
    return typeof lat === 'number' && typeof lng === 'number' ? [[lat, lng] as const] : []
  })
  if (!located.length) return null
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  return [mean(located.map(([lat]) => lat)), mean(located.map(([, lng]) => lng))]
}
