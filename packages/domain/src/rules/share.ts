import type { ShareImageKind } from '../schemas/share.ts'
import { matchPageRoute } from './routes.ts'

/**
 * The preview picture of a page (decision 083), as the API path without its language: a unit's results, the whole
 * medal table, an athlete, a delegation. Undefined for every other page, whose preview is the app's icon.
 */
export function shareImagePath(pathname: string): string | undefined {
  const match = matchPageRoute(pathname)
  if (!match) return undefined
  const image = (kind: ShareImageKind, id: string | undefined) =>
    id && /^[A-Za-z0-9_.-]{1,64}$/.test(id) ? `/api/v1/share/${kind}/${id}.png` : undefined
  switch (match.pattern) {
    case '/discipline/$disciplineKey/results/$unit/$tab?':
      return image('unit', match.params.unit)
    case '/medals/$disciplineKey':
      return match.params.disciplineKey === 'all' ? image('medals', 'all') : undefined
    case '/participants/profile/$id':
      return image('athlete', match.params.id)
    case '/participants/delegations/$code':
      return image('delegation', match.params.code)
    default:
      return undefined
  }
}
