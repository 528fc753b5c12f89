import { type ActiveOptions, Link } from '@tanstack/react-router'
import type { MouseEventHandler, ReactNode } from 'react'

interface Props {
  /** A path from data (navigation table, API keys), possibly of a page not built yet. */
  to: string
  className?: string
  activeOptions?: ActiveOptions
  onClick?: MouseEventHandler<HTMLAnchorElement>
  children: ReactNode
}

/**
 * A client-side link to a path known only as a string. The typed-route check cannot apply to such paths; the router
 * still resolves them at run time and shows the not-found page for a page that does not exist (yet).
 */
export function PathLink({ to, ...props }: Props) {
  return <Link to={to as '/'} {...props} />
}
