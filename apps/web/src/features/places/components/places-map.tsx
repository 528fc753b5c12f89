import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MapPoint } from '../map-point.ts'

/** OpenStreetMap's tiles (the CSP's img-src allows this host). Kept in each map's own chunk, so Leaflet's is shared. */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

type Located = MapPoint & { latitude: number; longitude: number }

/** The map view (its own chunk with Leaflet). Without tiles (offline), it says so; the list below still works. */
export default function PlacesMap({ points, selected }: { points: Located[]; selected: string | null }) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const [tilesFailed, setTilesFailed] = useState(false)

  useEffect(() => {
    const element = container.current
    if (!element || points.length === 0) return
    const map = L.map(element, { scrollWheelZoom: false })
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(map)
    const markers = points.map((p) =>
      // Circle markers need no image files, so nothing else has to load.
      L.circleMarker([p.latitude, p.longitude], {
        radius: p.id === selected ? 10 : 7,
        color: '#1d4ed8',
        weight: 2,
        fillColor: p.id === selected ? '#c81e1e' : '#82a8ff',
        fillOpacity: 0.9,
      })
        .bindPopup(`<strong>${escapeHtml(p.name)}</strong>${p.address ? `<br>${escapeHtml(p.address)}` : ''}`)
        .addTo(map),
    )
    const focus = points.find((p) => p.id === selected)
    if (focus) {
      map.setView([focus.latitude, focus.longitude], 15)
      markers[points.indexOf(focus)]?.openPopup()
    } else {
      map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude])), { padding: [24, 24] })
    }
    return () => {
      map.remove()
    }
  }, [points, selected])

  return (
    <section aria-label={t('places.mapLabel')} className="grid gap-2">
      {tilesFailed && (
        <p role="status" className="rounded-xl bg-warn-soft px-4 py-2 text-sm text-warn-strong">
          {t('places.tilesUnavailable')}
        </p>
      )}
      <div
        ref={container}
        data-testid="places-map"
        className="isolate z-0 h-[26rem] w-full overflow-hidden rounded-2xl border border-line bg-surface-muted"
      />
    </section>
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
