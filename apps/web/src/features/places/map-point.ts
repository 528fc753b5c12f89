/** Anything shown on the directory's list and map: a venue or a place. */
export interface MapPoint {
  id: string
  name: string
  address: string | null
  phone?: string | null
  website?: string | null
  latitude: number | null
  longitude: number | null
}

export const hasCoordinates = (p: MapPoint): p is MapPoint & { latitude: number; longitude: number } =>
  p.latitude !== null && p.longitude !== null

/** A maps link that works without this app's map: OpenStreetMap centred on the point, with a marker. */
export function openInMapsUrl(latitude: number, longitude: number): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`
}

export function formatCoordinates(latitude: number, longitude: number): string {
  const ns = latitude < 0 ? 'S' : 'N'
  const ew = longitude < 0 ? 'W' : 'E'
  return `${Math.abs(latitude).toFixed(4)}° ${ns}, ${Math.abs(longitude).toFixed(4)}° ${ew}`
}
