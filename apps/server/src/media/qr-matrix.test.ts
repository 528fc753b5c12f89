import jsQR from 'jsqr'
import { describe, expect, it } from 'vitest'
import { qrMatrix, qrSvg } from './qr-matrix.ts'

/** Draws a matrix as RGBA pixels, `scale` pixels a module, with the standard 4-module quiet zone. */
function rasterize(matrix: boolean[][], scale = 4) {
  const modules = matrix.length + 8
  const side = modules * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  matrix.forEach((row, r) => {
    row.forEach((dark, c) => {
      if (!dark) return
      for (let y = 0; y < scale; y++) {
        for (let x = 0; x < scale; x++) {
          const i = (((r + 4) * scale + y) * side + (c + 4) * scale + x) * 4
          data.fill(0, i, i + 3)
        }
      }
    })
  })
  return { data, side }
}

describe('the QR matrix of a trivia sheet', () => {
  it.each(['podium-trivia-1', 'podium-trivia-Qx3_9aZ-k2LmN0pR7sTu'])('decodes back to %s', (value) => {
    const matrix = qrMatrix(value)
    expect(matrix.length).toBeGreaterThanOrEqual(21)
    expect(matrix.every((row) => row.length === matrix.length)).toBe(true)
    const { data, side } = rasterize(matrix)
    expect(jsQR(data, side, side)?.data).toBe(value)
  })
})

describe('the QR code as SVG (a short link’s printable code)', () => {
  it('draws every dark module once, inside a four-module quiet zone, and reads back as the link', () => {
    const link = 'https://games.example.org/go/bus'
    const svg = qrSvg(link)
    const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1])
    const matrix = Array.from({ length: size - 8 }, () => Array.from({ length: size - 8 }, () => false))
    for (const [, x, y] of svg.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
      const row = matrix[Number(y) - 4]
      if (row) row[Number(x) - 4] = true
    }
    expect(matrix).toEqual(qrMatrix(link))
    const { data, side } = rasterize(matrix)
    expect(jsQR(data, side, side)?.data).toBe(link)
  })
})
