import {
  type AdminCertificateHolder,
  CertificateGrantInputSchema,
  CertificateRevokeInputSchema,
  formatDate,
} from '@podium/domain'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Award, Ban, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Badge } from '../../../components/ui/badge.tsx'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { certificatesAdminMutations, certificatesAdminQueries, certificatesCsvHref } from '../certificates-api.ts'
import { FormActions, FormFailure } from './admin-kit.tsx'
import { CertificateDefinitions } from './certificate-definitions.tsx'
import { LabelledSelect, Options } from './labelled-select.tsx'
import { ManageAccess } from './manage-access.tsx'
import { ManagedList } from './managed-list.tsx'
import { ExportLink, ManagerTitle } from './manager-title.tsx'
import { schemaProblems, useEditorSave } from './use-editor-save.ts'

/**
 * /manage/certificates: the definitions (decision 059), then the holders per certificate and per delegation, CSV,
 * grant and revoke (decision 051).
 */
export function CertificatesAdminPage() {
  return (
    <ManageAccess action="content.manage">
      <CertificatesAdmin />
    </ManageAccess>
  )
}

const GRANTABLE = new Set(['course', 'staff'])

function CertificatesAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [certificateId, setCertificateId] = useState<number | undefined>(undefined)
  const [organisation, setOrganisation] = useState<string | undefined>(undefined)
  const [revoking, setRevoking] = useState<AdminCertificateHolder | null>(null)
  const [granting, setGranting] = useState(false)
  const filter = { certificateId, organisation }
  const query = useQuery(certificatesAdminQueries.list(locale, filter))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone ?? 'UTC'
  const chosen = query.data?.certificates.find((c) => c.id === certificateId)

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerTitle icon={Award} title={t('manage.certificates.title')}>
        <div className="flex flex-wrap gap-2">
          {chosen && GRANTABLE.has(chosen.trigger) && (
            <button type="button" className={primaryButton} onClick={() => setGranting(true)}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('manage.certificates.grant')}
            </button>
          )}
          <ExportLink href={certificatesCsvHref(filter)} text={t('manage.certificates.export')} />
        </div>
      </ManagerTitle>

      <CertificateDefinitions />

      <h2 className="text-xl font-bold text-ink">{t('manage.certificates.holders')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledSelect
          label={t('manage.certificates.certificate')}
          value={certificateId ?? ''}
          onChange={(value) => setCertificateId(value ? Number(value) : undefined)}
        >
          <Options
            values={query.data?.certificates ?? []}
            idOf={(c) => c.id}
            label={(c) => t('manage.certificates.option', { title: c.title, count: c.holders })}
            allLabel={t('manage.certificates.allCertificates')}
          />
        </LabelledSelect>
        <LabelledSelect
          label={t('manage.certificates.delegation')}
          value={organisation ?? ''}
          onChange={(value) => setOrganisation(value || undefined)}
        >
          <Options
            values={query.data?.organisations ?? []}
            label={(code) => code}
            allLabel={t('manage.certificates.allDelegations')}
          />
        </LabelledSelect>
      </div>

      <ManagedList
        query={query}
        isEmpty={query.data?.holders.length === 0}
        emptyText={t('manage.certificates.empty')}
        count={t('manage.certificates.count', { count: query.data?.holders.length ?? 0 })}
        label={t('manage.certificates.holders')}
      >
        {() =>
          query.data?.holders.map((h) => (
            <li key={h.code} className="grid gap-2 rounded-2xl border border-line bg-surface p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-ink">
                  {h.holderName}{' '}
                  <span className="text-sm font-normal text-ink-muted">
                    ({h.username} · {t(`ranking.types.${h.userType}`)}
                    {h.organisationCode ? ` · ${h.organisationCode}` : ''})
                  </span>
                </p>
                <Badge tone={h.status === 'valid' ? 'brand' : 'warn'}>{t(`certification.status.${h.status}`)}</Badge>
              </div>
              <p className="text-sm text-ink">
                {h.title} · {formatDate(h.issuedAt, { locale, timeZone, dateStyle: 'medium' })} ·{' '}
                <code className="font-mono">{h.code}</code>
              </p>
              {h.revokeReason && (
                <p className="text-sm text-ink-muted">
                  {t('manage.certificates.revokedBecause', { reason: h.revokeReason })}
                </p>
              )}
              {h.status !== 'revoked' && (
                <button type="button" className={`${secondaryButton} justify-self-end`} onClick={() => setRevoking(h)}>
                  <Ban aria-hidden="true" className="size-4" />
                  {t('manage.certificates.revoke')}
                  <span className="sr-only">
                    {' '}
                    {h.holderName} – {h.title}
                  </span>
                </button>
              )}
            </li>
          ))
        }
      </ManagedList>

      <Dialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('manage.certificates.revokeTitle')}
        closeLabel={t('manage.close')}
      >
        {revoking && <RevokeForm holder={revoking} onDone={() => setRevoking(null)} />}
      </Dialog>
      <Dialog
        open={granting && chosen !== undefined}
        onClose={() => setGranting(false)}
        title={t('manage.certificates.grantTitle', { title: chosen?.title ?? '' })}
        closeLabel={t('manage.close')}
      >
        {granting && chosen && <GrantForm id={chosen.id} onDone={() => setGranting(false)} />}
      </Dialog>
    </div>
  )
}

/**
 * The grant and the revoke dialogs: one text checked by its domain schema before it is sent, then the server's
 * answer on the field or above the buttons.
 */
function OneFieldForm({
  intro,
  label,
  field,
  schema,
  maxLength,
  autoComplete,
  pending,
  send,
  doneMessage,
  onDone,
}: {
  intro?: string
  label: string
  field: 'reason' | 'username'
  schema: z.ZodType
  maxLength?: number
  autoComplete?: string
  pending: boolean
  send: (value: string) => Promise<unknown>
  doneMessage: string
  onDone: () => void
}) {
  const [value, setValue] = useState('')
  const { errors, failure, save } = useEditorSave()
  const submit = async () => {
    const done = await save(schemaProblems(schema, { [field]: value }), async () => {
      await send(value)
    })
    if (done) {
      toast.success(doneMessage)
      onDone()
    }
  }
  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      {intro && <p className="text-ink">{intro}</p>}
      <TextField
        label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={errors[field]}
        maxLength={maxLength}
        autoComplete={autoComplete}
      />
      <FormFailure message={failure} />
      <FormActions onCancel={onDone} pending={pending} />
    </form>
  )
}

function RevokeForm({ holder, onDone }: { holder: AdminCertificateHolder; onDone: () => void }) {
  const { t } = useTranslation()
  const revoke = useMutation(certificatesAdminMutations.revoke(useLocale()))
  return (
    <OneFieldForm
      intro={t('manage.certificates.revokeBody', { name: holder.holderName, title: holder.title })}
      label={t('manage.certificates.reason')}
      field="reason"
      schema={CertificateRevokeInputSchema}
      maxLength={200}
      pending={revoke.isPending}
      send={(reason) => revoke.mutateAsync({ code: holder.code, reason })}
      doneMessage={t('manage.certificates.revoked')}
      onDone={onDone}
    />
  )
}

function GrantForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation()
  const grant = useMutation(certificatesAdminMutations.grant(useLocale()))
  return (
    <OneFieldForm
      label={t('manage.certificates.username')}
      field="username"
      schema={CertificateGrantInputSchema}
      autoComplete="off"
      pending={grant.isPending}
      send={(username) => grant.mutateAsync({ id, username })}
      doneMessage={t('manage.certificates.granted')}
      onDone={onDone}
    />
  )
}
