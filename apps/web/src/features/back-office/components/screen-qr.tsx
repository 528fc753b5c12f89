import qrcode from 'qrcode-generator'
import { useMemo } from 'react'

/**
 * A venue screen's address as a QR code, drawn in the page (an SVG of one path): staff point the TV's camera or a
 * phone at it to open the screen. Loaded with the screens page only (lazy), never with a main screen.
 */
export default function ScreenQr({ text, label }: { text: string; label: string }) {
  const { path, size } = useMemo(() => {
    const code = qrcode(0, 'M')
    code.addData(text, 'Byte')
    code.make()
    const count = code.getModuleCount()
    const quiet = 4
    let d = ''
    for (let r = 0; r < count; r++) {
      for (let c = 0; c < count; c++) if (code.isDark(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`
    }
    return { path: d, size: count + 2 * quiet }
  }, [text])
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="size-36 shrink-0 rounded-md"
    >
      <rect width={size} height={size} fill="#fff" />
      <path fill="#000" d={path} />
    </svg>
  )
}
