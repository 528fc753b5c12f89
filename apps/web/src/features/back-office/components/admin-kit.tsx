import { LOCALES, type Locale, type LocalizedText } from '@podium/domain'
import { type LucideIcon, Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { SearchBox } from '../../../components/ui/search-box.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import { TextField } from '../../../components/ui/text-field.tsx'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { LabelledSelect } from './labelled-select.tsx'
import { ManagerTitle } from './manager-title.tsx'

/**
 * The pieces every back-office manager shares (places, documents, sponsors, users…): one text in the four languages,
 * a refused write's message, the form's buttons, the delete confirmation and the list's pager.
 */

/** The message key of a refused write: a conflict, a refusal, a vanished item, or the generic failure. */
export function writeErrorKey(error: unknown) {
  if (error instanceof ApiRequestError && error.code === 'conflict') return 'manage.conflict'
  if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) return 'manage.forbidden'
  if (error instanceof ApiRequestError && error.code === 'not_found') return 'manage.gone'
  return 'manage.saveFailed'
}

export type TranslatedForm = Record<Locale, string>

/** A stored translated text as the form edits it (every language present, empty where missing). */
export const toTranslatedForm = (text: Partial<LocalizedText> | undefined): TranslatedForm => ({
  pt: text?.pt ?? '',
  en: text?.en ?? '',
  es: text?.es ?? '',
  az: text?.az ?? '',
})

/**
 * One text in the four languages, side by side: Portuguese required, the others showing Portuguese as their
 * placeholder (what a reader of that language sees while it is missing). `errors` are keyed `<name>.<locale>`.
 */
export function TranslatedFields({
  legend,
  name,
  value,
  onChange,
  errors,
  optional = false,
  hint,
  multiline = false,
}: {
  legend: string
  name: string
  value: TranslatedForm
  onChange: (value: TranslatedForm) => void
  errors: Record<string, string>
  /** Portuguese may be empty too (a games' short name). */
  optional?: boolean
  hint?: string
  /** A paragraph in each language (a description) rather than a line. */
  multiline?: boolean
}) {
  const { t } = useTranslation()
  const Field = multiline ? TextAreaField : TextField
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <p className="text-xs text-ink-muted">{hint ?? t('manage.translationsHint')}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {LOCALES.map((l) => (
          <Field
            key={l}
            label={`${t(`manage.languages.${l}`)}${l === 'pt' && !optional ? ` (${t('manage.required')})` : ''}`}
            value={value[l]}
            onChange={(e) => onChange({ ...value, [l]: e.target.value })}
            placeholder={l === 'pt' ? '' : value.pt}
            required={l === 'pt' && !optional}
            lang={l}
            error={errors[`${name}.${l}`]}
          />
        ))}
      </div>
    </fieldset>
  )
}

/** The languages an item still lacks, as badges (the list shows what is missing where). */
export function MissingLanguages({ missing }: { missing: readonly Locale[] }) {
  const { t } = useTranslation()
  if (missing.length === 0) return null
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-ink-muted">
      {t('manage.missingLanguages')}
      {missing.map((l) => (
        <Badge key={l} tone="warn">
          <abbr title={t(`manage.languages.${l}`)} className="no-underline">
            {l.toUpperCase()}
          </abbr>
        </Badge>
      ))}
    </p>
  )
}

/** A write's failure, announced. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-xl bg-warn-soft p-3 text-sm font-medium text-warn-strong">
      {message}
    </p>
  )
}

/** Cancel and Save, at the end of a manager's form. */
export function FormActions({ onCancel, pending }: { onCancel: () => void; pending: boolean }) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={secondaryButton} onClick={onCancel}>
        {t('manage.cancel')}
      </button>
      <button type="submit" className={primaryButton} disabled={pending}>
        {t('manage.save')}
      </button>
    </div>
  )
}

/** "Delete X?" with its failure and the red confirmation button. */
export function DeleteConfirmation(props: Omit<ConfirmationProps, 'icon' | 'danger'>) {
  return <Confirmation {...props} icon={Trash2} danger />
}

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800'

interface ConfirmationProps {
  body: ReactNode
  icon: LucideIcon
  confirmLabel: string
  /** The write destroys something: the button is red. */
  danger?: boolean
  failure: string | null
  pending: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** "Do X to Y?" with the write's failure, Cancel and the confirming button with its icon. */
export function Confirmation({
  body,
  icon: Icon,
  confirmLabel,
  danger = false,
  failure,
  pending,
  onConfirm,
  onCancel,
}: ConfirmationProps) {
  const { t } = useTranslation()
  return (
    <div className="grid gap-4">
      <p className="text-ink">{body}</p>
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('manage.cancel')}
        </button>
        <button type="button" className={danger ? dangerButton : primaryButton} disabled={pending} onClick={onConfirm}>
          <Icon aria-hidden="true" className="size-4" />
          {confirmLabel}
        </button>
      </div>
    </div>
  )
}

/** Previous / "page n of m" / Next, under a list that has more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav aria-label={t('manage.paging')} className="flex items-center justify-between gap-3">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('manage.previous')}
      </button>
      <span className="text-sm text-ink-muted">{t('manage.pageOf', { page, pages })}</span>
      <button type="button" className={secondaryButton} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('manage.next')}
      </button>
    </nav>
  )
}

/** A manager's title with its icon, and its "add" button (a plus, or the page's own icon for it). */
export function ManagerHeader({
  icon,
  title,
  addLabel,
  addIcon: AddIcon = Plus,
  onAdd,
}: {
  icon: LucideIcon
  title: string
  addLabel: string
  addIcon?: LucideIcon
  onAdd: () => void
}) {
  return (
    <ManagerTitle icon={icon} title={title}>
      <button type="button" className={primaryButton} onClick={onAdd}>
        <AddIcon aria-hidden="true" className="size-4" />
        {addLabel}
      </button>
    </ManagerTitle>
  )
}

/** A manager's search box beside one filter (a select whose first option is "all"). Each change goes to page 1. */
export function ManagerFilters<T extends string>({
  searchLabel,
  searchPlaceholder,
  q,
  onSearch,
  filterLabel,
  allLabel,
  value,
  options,
  onFilter,
}: {
  searchLabel: string
  searchPlaceholder: string
  q: string
  onSearch: (q: string) => void
  filterLabel: string
  allLabel: string
  value: T | ''
  options: readonly { value: T; label: string }[]
  onFilter: (value: T | '') => void
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
      <SearchBox label={searchLabel} placeholder={searchPlaceholder} value={q} onChange={onSearch} />
      <LabelledSelect label={filterLabel} value={value} onChange={(next) => onFilter(next as T | '')}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </LabelledSelect>
    </div>
  )
}

/** A manager's list while it loads, when it failed, when nothing matches, and else the list itself. */
export function ListStates({
  isPending,
  isError,
  onRetry,
  isEmpty,
  emptyText,
  children,
}: {
  isPending: boolean
  isError: boolean
  onRetry: () => void
  isEmpty: boolean
  emptyText: string
  children: () => ReactNode
}) {
  const { t } = useTranslation()
  if (isPending) return <CardListSkeleton rows={4} label={t('manage.loading')} />
  if (isError) return <LoadError onRetry={onRetry} />
  if (isEmpty) {
    return <p className="rounded-2xl border border-line bg-surface p-6 text-center text-ink-muted">{emptyText}</p>
  }
  return children()
}
