/**
 * Where a page puts the follow star (decision 054). Pages of other features (a delegation, an athlete, a discipline)
 * render `<FollowSlot>`; the app shell provides the follows feature's button, so no feature imports another.
 */
import type { Follow } from '@podium/domain'
import { createContext, type ReactNode, useContext } from 'react'

export interface FollowSlotProps {
  target: Follow
  /** What is followed, as shown: the button is named "Follow <name>". */
  name: string
  compact?: boolean
}

const FollowSlotContext = createContext<((props: FollowSlotProps) => ReactNode) | null>(null)

export const FollowSlotProvider = FollowSlotContext.Provider

export function FollowSlot(props: FollowSlotProps) {
  const render = useContext(FollowSlotContext)
  return render ? render(props) : null
}
