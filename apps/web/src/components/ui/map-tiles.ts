/** The map tiles every Leaflet map of the app uses (OpenStreetMap; the CSP's img-src allows this host). */
export const MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
export const MAP_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
