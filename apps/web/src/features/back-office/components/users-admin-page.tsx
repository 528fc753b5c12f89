import { type AdminUser, USER_TYPES, type UserType } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { KeyRound, Pencil, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { usersQueries } from '../users-api.ts'
import { ManagerFilters, ManagerHeader } from './admin-kit.tsx'
import { ManageAccess } from './manage-access.tsx'
import { ManagedList, ManagedRow, pagesOf, RowAction } from './managed-list.tsx'
import { CreateUser, ResetPassword, UserForm } from './user-account-forms.tsx'

/**
 * /manage/users: admins find users, create accounts (decision 067), change their names, type, a referee's disciplines
 * and access, and reset passwords.
 */
export function UsersAdminPage() {
  return (
    <ManageAccess action="users.manage">
      <UsersAdmin />
    </ManageAccess>
  )
}

function UsersAdmin() {
  const { t } = useTranslation()
  const locale = useLocale()
  const [q, setQ] = useState('')
  const [type, setType] = useState<UserType | ''>('')
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<AdminUser | null>(null)
  const [resetting, setResetting] = useState<AdminUser | null>(null)
  const [creating, setCreating] = useState(false)
  const query = useQuery(usersQueries.list(locale, { q, type: type || undefined, page }))
  const disciplines = query.data?.disciplines ?? []
  const nameOf = (code: string) => disciplines.find((d) => d.code === code)?.name ?? code
  const label = (user: AdminUser) => user.name ?? user.username

  return (
    <div className="mx-auto grid max-w-4xl gap-5">
      <ManagerHeader
        icon={Users}
        title={t('manage.users.title')}
        addLabel={t('accountsAdmin.create')}
        addIcon={UserPlus}
        onAdd={() => setCreating(true)}
      />
      <ManagerFilters
        searchLabel={t('manage.users.search')}
        searchPlaceholder={t('manage.users.searchPlaceholder')}
        q={q}
        onSearch={(value) => {
          setQ(value)
          setPage(1)
        }}
        filterLabel={t('manage.users.type')}
        allLabel={t('manage.users.allTypes')}
        value={type}
        options={USER_TYPES.map((k) => ({ value: k, label: t(`ranking.types.${k}`) }))}
        onFilter={(value) => {
          setType(value)
          setPage(1)
        }}
      />

      <ManagedList
        query={query}
        isEmpty={query.data?.items.length === 0}
        emptyText={t('manage.users.empty')}
        count={t('manage.users.count', { count: query.data?.total ?? 0 })}
        paging={{ page, pages: pagesOf(query.data), onPage: setPage }}
      >
        {() =>
          query.data?.items.map((user) => (
            <ManagedRow
              key={user.id}
              actions={
                <>
                  <RowAction
                    icon={Pencil}
                    text={t('manage.edit')}
                    label={t('manage.users.editOne', { name: label(user) })}
                    onClick={() => setEditing(user)}
                  />
                  <RowAction
                    icon={KeyRound}
                    text={t('manage.users.resetPassword')}
                    label={t('manage.users.resetOne', { name: label(user) })}
                    onClick={() => setResetting(user)}
                  />
                </>
              }
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
                {label(user)}
                <Badge tone="brand">{t(`ranking.types.${user.userType}`)}</Badge>
                {!user.active && <Badge tone="warn">{t('manage.users.inactive')}</Badge>}
              </p>
              <p className="text-sm break-words text-ink-muted">
                {user.username} · {user.email} · {t('manage.users.cpf', { cpf: user.cpf })}
              </p>
              {user.userType === 'referee' && (
                <p className="text-sm text-ink-muted">
                  {user.refereeDisciplines.length > 0
                    ? t('manage.users.refereeOf', { disciplines: user.refereeDisciplines.map(nameOf).join(', ') })
                    : t('manage.users.noDisciplines')}
                </p>
              )}
            </ManagedRow>
          ))
        }
      </ManagedList>

      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('manage.users.editTitle')}
        closeLabel={t('manage.close')}
      >
        {editing && (
          <UserForm key={editing.id} user={editing} disciplines={disciplines} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <Dialog
        open={creating}
        onClose={() => setCreating(false)}
        title={t('accountsAdmin.createTitle')}
        closeLabel={t('manage.close')}
      >
        {creating && <CreateUser disciplines={disciplines} onDone={() => setCreating(false)} />}
      </Dialog>
      <Dialog
        open={resetting !== null}
        onClose={() => setResetting(null)}
        title={t('manage.users.resetTitle')}
        closeLabel={t('manage.close')}
      >
        {resetting && <ResetPassword key={resetting.id} user={resetting} onDone={() => setResetting(null)} />}
      </Dialog>
    </div>
  )
}
