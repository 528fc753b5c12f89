import type { CertificateStatus } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'

/** Valid, revoked or expired, in words (never by colour alone). */
export function CertificateStatusBadge({ status }: { status: CertificateStatus }) {
  const { t } = useTranslation()
  return <Badge tone={status === 'valid' ? 'brand' : 'warn'}>{t(`certification.status.${status}`)}</Badge>
}
