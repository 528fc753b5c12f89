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
