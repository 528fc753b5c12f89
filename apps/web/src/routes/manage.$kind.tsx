import { CONTENT_KIND_NAMES } from '@podium/domain'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { ContentKindManagerPage } from '../features/back-office/content/content-manager-page.tsx'

/**
 * `/manage/<kind>`: the manager of every content kind the engine serves (issue 36, decision 103), built from its
 * declaration. The hand-made managers' static routes (`/manage/places`…) rank before this one; any other name is
 * the not-found page (and a 404 from the server).
 */
export const Route = createFileRoute('/manage/$kind')({
  beforeLoad: ({ params }) => {
    // The names alone: the kinds' schemas load with the page, not with the first route (decision 016).
    if (!(CONTENT_KIND_NAMES as readonly string[]).includes(params.kind)) throw notFound()
  },
  component: function ContentKindManager() {
    return <ContentKindManagerPage name={Route.useParams().kind} />
  },
})
