import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * `/manage/awards`, the awards ceremonies manager's address before it moved onto the content engine (decision 116):
 * staff's bookmarks and notes still lead to it.
 */
export const Route = createFileRoute('/manage/awards')({
  beforeLoad: () => {
    throw redirect({ to: '/manage/$kind', params: { kind: 'award-ceremonies' }, replace: true })
  },
})
