import {
  BIG_SCREEN_PANEL_MS,
  type BigScreenPanel,
  bigScreenPanelKey,
  currentBigScreenPanel,
  nextBigScreenPanel,
} from '@podium/domain'
import { useEffect, useRef, useState } from 'react'

/**
 * Pages through `panels` by itself, one every BIG_SCREEN_PANEL_MS (the domain's rule decides what follows what, and
 * what takes the place of a panel that has gone). The timer restarts with each panel, so a panel that took the place
 * of a finished unit still gets its full time, and when the set of panels changes (a unit starts or ends).
 */
export function usePanelPager(panels: readonly BigScreenPanel[]): { panel: BigScreenPanel | null; position: number } {
  const [currentKey, setCurrentKey] = useState<string | null>(null)
  const keys = panels.map(bigScreenPanelKey)
  const signature = keys.join('|')
  // The order the current key was taken from: what follows a panel that has just gone.
  const order = useRef<string[]>([])
  const panelsRef = useRef(panels)
  panelsRef.current = panels
  const panel = panels.length > 0 ? currentBigScreenPanel(panels, currentKey, order.current) : null
  const shownKey = panel ? bigScreenPanelKey(panel) : null

  // A panel that has gone gave way to another: that one is now the current panel (before the order forgets the gone).
  useEffect(() => {
    if (shownKey !== null && currentKey !== null && shownKey !== currentKey) setCurrentKey(shownKey)
  }, [shownKey, currentKey])

  useEffect(() => {
    if (signature) order.current = signature.split('|')
  }, [signature])

  useEffect(() => {
    if (shownKey === null || !signature) return
    const timer = setTimeout(() => {
      setCurrentKey(nextBigScreenPanel(panelsRef.current, shownKey, order.current))
    }, BIG_SCREEN_PANEL_MS)
    return () => clearTimeout(timer)
  }, [shownKey, signature])

  return { panel, position: shownKey === null ? 0 : Math.max(0, keys.indexOf(shownKey)) }
}
