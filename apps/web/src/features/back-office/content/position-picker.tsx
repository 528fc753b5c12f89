import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** OpenStreetMap's tiles (the CSP's img-src allows this host). Kept in each map's own chunk, so Leaflet's is shared. */
const TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'

/** Six decimals: about 10 cm, more than a hotel's door needs. */
const round = (value: number) => Math.round(value * 1e6) / 1e6

export interface PositionPickerProps {
  latitude: number | null
  longitude: number | null
  /** Where the map opens when the place has no position yet (the games' other places), or the world. */
  fallback: [number, number] | null
  onPick: (latitude: number, longitude: number) => void
}

/**
 * A map to pick a place's position (its own chunk with Leaflet): a tap or click puts the marker there, the marker can
 * be dragged, and the latitude and longitude fields beside it stay the keyboard's way to the same value.
 */
export default function PositionPicker({ latitude, longitude, fallback, onPick }: PositionPickerProps) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const marker = useRef<L.Marker | null>(null)
  const pick = useRef(onPick)
  pick.current = onPick
  const [tilesFailed, setTilesFailed] = useState(false)
  const hasPosition = latitude !== null && longitude !== null && Number.isFinite(latitude) && Number.isFinite(longitude)
  const start = useRef({ hasPosition, latitude, longitude, fallback })

  useEffect(() => {
    const element = container.current
    if (!element) return
    const initial = start.current
    const view = L.map(element, { scrollWheelZoom: false })
    if (initial.hasPosition) view.setView([initial.latitude as number, initial.longitude as number], 15)
    else if (initial.fallback) view.setView(initial.fallback, 12)
    else view.setView([0, 0], 2)
    L.tileLayer(TILE_URL, { attribution: ATTRIBUTION, maxZoom: 19 })
      .on('tileerror', () => setTilesFailed(true))
      .addTo(view)
    view.on('click', (event: L.LeafletMouseEvent) => pick.current(round(event.latlng.lat), round(event.latlng.lng)))
    map.current = view
    return () => {
      view.remove()
      map.current = null
      marker.current = null
    }
  }, [])

  useEffect(() => {
    const view = map.current
    if (!view) return
    if (!hasPosition) {
      marker.current?.remove()
      marker.current = null
      return
    }
    const at: L.LatLngTuple = [latitude as number, longitude as number]
    if (!marker.current) {
      // A div icon: no marker image files to load.
      const icon = L.divIcon({
        className: '',
        html: '<span class="block size-5 rounded-full border-2 border-white bg-brand shadow-md"></span>',
        iconSize: [20, 20],
        iconAnchor: [10, 10],
      })
      marker.current = L.marker(at, {
        draggable: true,
        icon,
        keyboard: false,
        title: t('content.position.markerTitle'),
      })
        .on('dragend', (event) => {
          const position = (event.target as L.Marker).getLatLng()
          pick.current(round(position.lat), round(position.lng))
        })
        .addTo(view)
    } else marker.current.setLatLng(at)
    if (!view.getBounds().contains(at)) view.panTo(at)
  }, [hasPosition, latitude, longitude, t])

  return (
    <div className="grid gap-2">
      {tilesFailed && (
        <p role="status" className="rounded-xl bg-warn-soft px-4 py-2 text-sm text-warn-strong">
          {t('content.position.tilesUnavailable')}
        </p>
      )}
      <div
        ref={container}
        data-testid="position-picker"
        aria-label={t('content.position.mapLabel')}
        role="application"
        className="isolate z-0 h-64 w-full cursor-crosshair overflow-hidden rounded-2xl border border-line bg-surface-muted"
      />
    </div>
  )
}
