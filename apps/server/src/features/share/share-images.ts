import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { LiveEventKind } from '@podium/domain'
import { renderAsync } from '@resvg/resvg-js'
import { makesStale } from '../../live/invalidation.ts'
import { SHARE_FONT_FAMILY, type ShareCard, shareCardSvg } from '../../media/share-card.ts'

/** The fonts come from an npm package, so a render needs neither the system's fonts nor the network. */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) => join(FONT_DIR, file))

export interface ShareImage {
  png: Buffer
  etag: string
}

/** Images kept at most: a few kilobytes each (about 40 KB), so a few megabytes in all. */
const MAX_KEPT = 200
/** Distinct images waiting for the one render at a time; past that a preview gets the app's icon instead. */
const MAX_WAITING = 4

/**
 * Link-preview images (decision 083): one render at a time (resvg on a worker thread of libuv, so the event loop keeps
 * turning), at most four distinct images waiting, each kept under a read-model key so the live event that changes
 * its data drops it (`makesStale`, live/invalidation.ts). Requests for an image being made share its render.
 */
export class ShareImages {
  private readonly kept = new Map<string, ShareImage>()
  private readonly inFlight = new Map<string, Promise<ShareImage>>()
  private lane: Promise<unknown> = Promise.resolve()
  private waiting = 0
  /** Bumped by every drop: an image whose render began before a drop is sent once, not kept. */
  private generation = 0
  renders = 0

  /** Drops what a change makes stale: `kind` a live event's kind, or undefined for everything. */
  drop(kind?: LiveEventKind): void {
    this.generation++
    for (const key of this.kept.keys()) if (kind === undefined || makesStale(kind, key)) this.kept.delete(key)
  }

  /** The image kept under `key`, or made from the card `build` answers; undefined when the lane is full. */
  async get(key: string, build: () => Promise<ShareCard>): Promise<ShareImage | undefined> {
    const kept = this.kept.get(key)
    if (kept) {
      this.kept.delete(key)
      this.kept.set(key, kept)
      return kept
    }
    const running = this.inFlight.get(key)
    if (running) return running
    if (this.waiting >= MAX_WAITING) return undefined
    this.waiting++
    const generation = this.generation
    const made = this.lane
      .catch(() => undefined)
      .then(async () => {
        const card = await build()
        const rendered = await renderAsync(shareCardSvg(card), {
          font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: SHARE_FONT_FAMILY },
        })
        this.renders++
        const png = rendered.asPng()
        return { png, etag: `"${createHash('sha1').update(png).digest('base64url')}"` }
      })
      .finally(() => {
        this.waiting--
        this.inFlight.delete(key)
      })
    this.lane = made
    this.inFlight.set(key, made)
    const image = await made
    if (generation !== this.generation) return image
    this.kept.set(key, image)
    if (this.kept.size > MAX_KEPT) {
      const oldest = this.kept.keys().next().value
      if (oldest !== undefined) this.kept.delete(oldest)
    }
    return image
  }
}
