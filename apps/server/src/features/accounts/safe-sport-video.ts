import { POINTS, type SafeSport } from '@podium/domain'

/**
 * The safe-sport video (no real file ships offline: an open sample URL with a local poster, see README). A module of
 * its own: the videos feature reads it through the accounts entry without loading the accounts service.
 */
export const SAFE_SPORT: SafeSport = {
  videoUrl: 'https://storage.googleapis.com/gtv-videos-bucket/sample/ForBiggerJoyrides.mp4',
  posterUrl: '/images/safe-sport-poster.svg',
  points: POINTS.safeSportVideo,
}
