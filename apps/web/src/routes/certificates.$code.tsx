import { createFileRoute } from '@tanstack/react-router'
import { VerifyCertificatePage } from '../features/certification/components/verify-page.tsx'

export const Route = createFileRoute('/certificates/$code')({
  component: function VerifyCertificate() {
    const { code } = Route.useParams()
    return <VerifyCertificatePage key={code} code={code} />
  },
})
