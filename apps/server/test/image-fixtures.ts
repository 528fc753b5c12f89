import sharp from 'sharp'

/** A small picture in a format sharp writes. */
export async function picture(format: 'png' | 'jpeg' | 'webp', width = 640, height = 400): Promise<Uint8Array> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
  return new Uint8Array(await image[format]().toBuffer())
}

/** A JPEG carrying EXIF with a copyright line and a GPS position. */
export async function jpegWithExif(): Promise<Uint8Array> {
  const image = sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } }).withExif({
    IFD0: { Copyright: 'secret-owner', Artist: 'secret-artist' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '22/1 54/1 0/1' },
  })
  return new Uint8Array(await image.jpeg().toBuffer())
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A decompression bomb: a PNG of a few hundred bytes whose header declares 20000×20000 pixels. */
export async function pngBomb(): Promise<Uint8Array> {
  const png = await picture('png', 16, 16)
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  // IHDR is the first chunk: length (4) at 8, type at 12, width at 16, height at 20, CRC after its 13 bytes, at 29.
  view.setUint32(16, 20000)
  view.setUint32(20, 20000)
  view.setUint32(29, crc32(png.subarray(12, 29)))
  return png
}

export const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
)
