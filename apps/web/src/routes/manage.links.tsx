import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * `/manage/links`, the short links manager's address before it moved onto the content engine (decision 112): staff's
 * bookmarks and notes still lead to it.
 */
export const Route = createFileRoute('/manage/links')({
  beforeLoad: () => {
    throw redirect({ to: '/manage/$kind', params: { kind: 'route-rules' }, replace: true })
  },
})
