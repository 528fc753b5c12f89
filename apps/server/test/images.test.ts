/**
 * Uploaded images (decision 042): the pipeline accepts JPEG, PNG and WebP by content only, refuses a lying type, an
 * SVG, a file over 5 MB and a decompression bomb with nothing written, re-encodes to WebP at the purpose's widths with
 * no metadata; the files are served immutable with their type. Sponsor logos use it: upload, replace (the old file is
 * deleted), remove, and the public /sponsors list follows.
 */
import type { AdminSponsor, SponsorsDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { ImageRefused, processImage } from '../src/features/files/image-pipeline.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { jpegWithExif, picture, pngBomb, SVG } from './image-fixtures.ts'

let t: TestApp
let staff: Record<string, string>
let volunteer: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
})
afterAll(() => t.close())

const refusal = async (bytes: Uint8Array) => {
  try {
    await processImage(bytes, 'photo')
    return 'accepted'
  } catch (error) {
    return error instanceof ImageRefused ? error.problem : 'crashed'
  }
}

describe('the image pipeline', () => {
  it('re-encodes to WebP at each width of the purpose, never upscaled, without EXIF or GPS', async () => {
    const files = await processImage(await jpegWithExif(), 'photo')
    expect(files.map((f) => [f.variant, f.mimeType, f.width, f.height])).toEqual([
      ['large', 'image/webp', 800, 600],
      ['thumb', 'image/webp', 480, 360],
    ])
    expect(new Set(files.map((f) => f.groupId)).size).toBe(1)
    for (const file of files) {
      const meta = await sharp(file.content).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
      expect(Buffer.from(file.content).includes('secret-owner')).toBe(false)
      expect(file.sizeBytes).toBe(file.content.byteLength)
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/)
    }
    const [logo] = await processImage(await picture('png', 1000, 500), 'sponsor-logo')
    expect([logo?.width, logo?.height]).toEqual([320, 160])
    expect((await processImage(await picture('webp'), 'ambassador-photo'))[0]?.width).toBe(480)
  })

  it('refuses by content: a text file, an SVG, a truncated image, too many bytes, too many pixels', async () => {
    expect(await refusal(new TextEncoder().encode('just text, named photo.png'))).toBe('imageType')
    expect(await refusal(SVG)).toBe('imageType')
    const png = await picture('png')
    expect(await refusal(png.subarray(0, 60))).toBe('imageUnreadable')
    const huge = new Uint8Array(5 * 1024 * 1024 + 1)
    huge.set(png)
    expect(await refusal(huge)).toBe('imageTooLarge')
    expect(await refusal(await pngBomb())).toBe('imageTooManyPixels')
  })
})

const storedFileCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from stored_files`))[0]?.n)

function logoUpload(bytes: Uint8Array, version: number, headers: Record<string, string>, name = 'logo.png') {
  const body = new FormData()
  body.set('version', String(version))
  body.set('file', new File([bytes], name, { type: 'image/png' }))
  return { method: 'POST', body, headers }
}

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error

const publicLogo = async (id: number) => {
  const list = (await (await t.request('/api/v1/sponsors')).json()) as SponsorsDto
  return list.tiers.flatMap((tier) => tier.sponsors).find((s) => s.id === id)?.logoUrl
}

describe('sponsor logos', () => {
  it('staff upload, replace and remove a logo; the file is served immutable and /sponsors shows it', async () => {
    const created = await t.request(
      '/api/v1/admin/sponsors',
      json({ name: 'Logo Test Lda', tier: 'supplier', website: '' }, staff),
    )
    const sponsor = (await created.json()) as AdminSponsor
    expect(sponsor.hasLogo).toBe(false)
    expect(await publicLogo(sponsor.id)).toMatch(/logo\.svg/)
    const filesBefore = await storedFileCount()

    const uploaded = await t.request(
      `/api/v1/admin/sponsors/${sponsor.id}/logo`,
      logoUpload(await picture('png', 900, 300), 1, staff),
    )
    expect(uploaded.status).toBe(200)
    const withLogo = (await uploaded.json()) as AdminSponsor
    expect(withLogo).toMatchObject({ hasLogo: true, version: 2 })
    expect(withLogo.logoUrl).toMatch(/^\/api\/v1\/files\/[0-9a-f-]{36}$/)
    expect(await publicLogo(sponsor.id)).toBe(withLogo.logoUrl)
    expect(await storedFileCount()).toBe(filesBefore + 1)

    const file = await t.request(withLogo.logoUrl)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/webp')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    const meta = await sharp(new Uint8Array(await file.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 107])

    // Replacing deletes the old file in the same write.
    const replaced = await t.request(
      `/api/v1/admin/sponsors/${sponsor.id}/logo`,
      logoUpload(await picture('jpeg'), 2, staff, 'logo.jpg'),
    )
    const second = (await replaced.json()) as AdminSponsor
    expect(second.logoUrl).not.toBe(withLogo.logoUrl)
    expect((await t.request(withLogo.logoUrl)).status).toBe(404)
    expect(await storedFileCount()).toBe(filesBefore + 1)

    // A stale version is a 409 and nothing is stored.
    const stale = await t.request(
      `/api/v1/admin/sponsors/${sponsor.id}/logo`,
      logoUpload(await picture('png'), 1, staff),
    )
    expect(stale.status).toBe(409)
    expect(await storedFileCount()).toBe(filesBefore + 1)

    const removed = await t.request(`/api/v1/admin/sponsors/${sponsor.id}/logo?version=3`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as AdminSponsor).hasLogo).toBe(false)
    expect(await publicLogo(sponsor.id)).toMatch(/logo\.svg\?v=4$/)
    expect(await storedFileCount()).toBe(filesBefore)

    const audit = await queryRows<{ action: string }>(
      t.db.database,
      sql`select action from audit_log where entity = 'sponsor' and entity_id = ${String(sponsor.id)} order by id`,
    )
    expect(audit.map((r) => r.action)).toEqual([
      'sponsor.create',
      'sponsor.logo',
      'sponsor.logo',
      'sponsor.logo-remove',
    ])
  })

  it('refuses a lying type, an SVG, a bomb and a volunteer, with the error shape and nothing written', async () => {
    const created = await t.request(
      '/api/v1/admin/sponsors',
      json({ name: 'Refused Logos SA', tier: 'supplier', website: '' }, staff),
    )
    const sponsor = (await created.json()) as AdminSponsor
    const filesBefore = await storedFileCount()
    const url = `/api/v1/admin/sponsors/${sponsor.id}/logo`

    const lying = await t.request(url, logoUpload(new TextEncoder().encode('not an image'), 1, staff, 'logo.png'))
    expect(lying.status).toBe(400)
    expect(await errorOf(lying)).toMatchObject({
      code: 'invalid_request',
      fields: { file: ['The image must be a JPEG, PNG or WebP file'] },
    })
    const svg = await t.request(url, logoUpload(SVG, 1, staff, 'logo.svg'))
    expect((await errorOf(svg)).fields?.file).toEqual(['The image must be a JPEG, PNG or WebP file'])
    const bomb = await t.request(url, logoUpload(await pngBomb(), 1, staff))
    expect(bomb.status).toBe(400)
    expect((await errorOf(bomb)).fields?.file).toEqual(['The image is too large (at most 40 million pixels)'])
    const missing = new FormData()
    missing.set('version', '1')
    const none = await t.request(url, { method: 'POST', body: missing, headers: staff })
    expect((await errorOf(none)).fields?.file).toEqual(['Choose an image'])
    const big = await t.request(url, logoUpload(new Uint8Array(6 * 1024 * 1024), 1, staff))
    expect(big.status).toBe(413)

    const refused = await t.request(url, logoUpload(await picture('png'), 1, volunteer))
    expect(refused.status).toBe(403)
    expect(await storedFileCount()).toBe(filesBefore)
  })

  it('serves no file for an unknown or malformed id', async () => {
    expect((await t.request('/api/v1/files/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await t.request('/api/v1/files/..%2Fetc')).status).toBe(404)
  })
})
