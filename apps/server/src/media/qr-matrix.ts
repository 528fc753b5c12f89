import qrcode from 'qrcode-generator'

/** A QR code as rows of modules, true where dark (no quiet zone: the drawer adds it). */
export type QrMatrix = boolean[][]

/**
 * Encodes a text as a QR code (byte mode, error correction M: a printed poster survives some wear). The smallest
 * version that fits is chosen.
 */
export function qrMatrix(text: string): QrMatrix {
  const code = qrcode(0, 'M')
  code.addData(text, 'Byte')
  code.make()
  const size = code.getModuleCount()
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => code.isDark(row, col)))
}

/** The QR code of a text as an SVG (one path, four modules of quiet zone), sharp at any print size. */
export function qrSvg(text: string): string {
  const matrix = qrMatrix(text)
  const quiet = 4
  const size = matrix.length + 2 * quiet
  const squares = matrix.flatMap((row, r) =>
    row.flatMap((dark, c) => (dark ? [`M${c + quiet} ${r + quiet}h1v1h-1z`] : [])),
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${squares.join('')}"/></svg>`
}
