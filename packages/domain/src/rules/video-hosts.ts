/**
 * Where a video may come from (decision 044): the one allow-list the back office's URL check and the server's
 * Content-Security-Policy both read, so a video the organiser can save is always one the browser will play.
 */

/** Hosts of video files played in a `<video>` element (CSP `media-src`). */
export const VIDEO_FILE_ORIGINS = ['https://storage.googleapis.com'] as const

/** Hosts of players embedded in an `<iframe>` (CSP `frame-src`): YouTube's privacy-enhanced player and Vimeo's. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

/** How the app plays a URL: a file, an embedded player, or a path on this site (the demo's posters). */
export type VideoSource = 'file' | 'embed' | 'site'

/** The origin of an https URL without credentials (`https://host`), else undefined. */
const originOf = (url: string): string | undefined => {
  const match = /^https:\/\/([^/?#@\s\\]+)(?:[/?#]\S*)?$/i.exec(url)
  return match?.[1] ? `https://${match[1].toLowerCase()}` : undefined
}

/** How a video URL would play, or undefined when the app cannot play it (another host, http, javascript:…). */
export function videoSourceOf(url: string): VideoSource | undefined {
  if (/\s/.test(url)) return undefined
  if (/^\/(?!\/)/.test(url) && !url.includes('\\')) return 'site'
  const origin = originOf(url)
  if (!origin) return undefined
  if ((VIDEO_FILE_ORIGINS as readonly string[]).includes(origin)) return 'file'
  if ((VIDEO_EMBED_ORIGINS as readonly string[]).includes(origin)) return 'embed'
  return undefined
}
