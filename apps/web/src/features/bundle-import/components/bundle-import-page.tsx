import { type BundleImportResult, can, type DemoReplacement, validationMessageKey } from '@podium/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, FileUp, TriangleAlert } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { primaryButton, secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { OneTimePassword } from '../../../components/ui/one-time-password.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { ForbiddenPage } from '../../../platform/errors/components/forbidden-page.tsx'
import { bundleImportQueries, DemoReplaceNeeded, MAX_BUNDLE_BYTES, uploadBundle } from '../api.ts'
import { type LocatedProblem, locatedProblems } from '../problems.ts'

type State =
  | { step: 'idle' }
  | { step: 'uploading'; percent: number }
  | { step: 'importing' }
  | { step: 'done'; result: BundleImportResult }
  | { step: 'confirm'; replaces: DemoReplacement }
  | { step: 'refused'; problems: LocatedProblem[] }
  | { step: 'failed'; reason: 'chooseFile' | 'tooLarge' | 'failed' | 'serverError' }

/** Admin only: upload a games bundle (zip of CSV files), see the rows per file or where the bundle is wrong. */
export function BundleImportPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  const me = useQuery(bundleImportQueries.me(locale))
  // An import into the demo retires the demo accounts, the signed-in one too: its result stays on screen.
  const [demoRetired, setDemoRetired] = useState(false)
  const status = (me.error as { status?: number } | null)?.status
  const forbidden = status === 401 || status === 403 || (me.data && !can(me.data.user, 'import.run'))
  if (forbidden && !demoRetired) return <ForbiddenPage />
  const ready = demoRetired || (!me.isPending && !me.isError)
  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading icon={FileUp}>{t('bundleImport.title')}</PageHeading>
      {/* The uploader keeps one place in the tree: an import that retires this admin's session keeps its result. */}
      {ready ? (
        <Uploader onDemoRetired={() => setDemoRetired(true)} />
      ) : me.isPending ? (
        <CardListSkeleton rows={2} label={t('bundleImport.loading')} />
      ) : (
        <LoadError onRetry={() => void me.refetch()} />
      )}
      {ready && !demoRetired ? <Exporter /> : null}
    </div>
  )
}

/** The games as a bundle (CSV files, content.json and its files) to import on another server. */
function Exporter() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('bundleImport.exportTitle')}
      </h2>
      <p className="text-sm text-ink-muted">{t('bundleImport.exportIntro')}</p>
      <div>
        <a href="/api/v1/admin/export" download className={secondaryButton}>
          <Download aria-hidden="true" className="size-4" />
          {t('bundleImport.exportLink')}
        </a>
      </div>
    </section>
  )
}

function Uploader({ onDemoRetired }: { onDemoRetired: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const inputId = useId()
  const [file, setFile] = useState<File | null>(null)
  const [state, setState] = useState<State>({ step: 'idle' })
  const busy = state.step === 'uploading' || state.step === 'importing'

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    await send(false)
  }

  /** `replaceDemo`: the admin confirmed the warning that the import replaces the demo games (decision 067). */
  const send = async (replaceDemo: boolean) => {
    if (!file) return setState({ step: 'failed', reason: 'chooseFile' })
    if (file.size > MAX_BUNDLE_BYTES) return setState({ step: 'failed', reason: 'tooLarge' })
    setState({ step: 'uploading', percent: 0 })
    try {
      const result = await uploadBundle(
        file,
        locale,
        (fraction) =>
          setState(fraction >= 1 ? { step: 'importing' } : { step: 'uploading', percent: Math.round(fraction * 100) }),
        replaceDemo,
      )
      setState({ step: 'done', result })
      if (result.demoAccountsRetired) onDemoRetired()
      // Everything may have changed: every cached screen refetches when next shown.
      if (!result.unchanged) await queryClient.invalidateQueries()
    } catch (error) {
      if (error instanceof DemoReplaceNeeded) {
        setState({ step: 'confirm', replaces: error.replaces })
      } else if (error instanceof ApiRequestError && error.status === 422) {
        setState({ step: 'refused', problems: locatedProblems(error.fields) })
      } else if (error instanceof ApiRequestError && error.status === 413) {
        setState({ step: 'failed', reason: 'tooLarge' })
      } else if (error instanceof ApiRequestError && error.status >= 500) {
        setState({ step: 'failed', reason: 'serverError' })
      } else setState({ step: 'failed', reason: 'failed' })
    }
  }

  return (
    <>
      <form
        onSubmit={(e) => void submit(e)}
        className="grid gap-4 rounded-2xl border border-line bg-surface p-4"
        aria-busy={busy || undefined}
      >
        <p className="text-sm text-ink-muted">{t('bundleImport.intro')}</p>
        <label htmlFor={inputId} className="grid gap-1 text-sm font-semibold text-ink">
          {t('bundleImport.fileLabel')}
          <input
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            className="w-full min-w-0 rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink file:mr-3 file:rounded-lg file:border-0 file:bg-brand-soft file:px-3 file:py-1.5 file:font-semibold file:text-brand-strong"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setState({ step: 'idle' })
            }}
          />
        </label>
        <div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('bundleImport.upload')}
          </button>
        </div>
        <div role="status" aria-live="polite" className="grid gap-2 text-sm text-ink">
          {state.step === 'uploading' ? (
            <>
              <span>{t('bundleImport.uploading', { percent: state.percent })}</span>
              <progress
                className="h-2 w-full accent-brand"
                max={100}
                value={state.percent}
                aria-label={t('bundleImport.progressLabel')}
              />
            </>
          ) : state.step === 'importing' ? (
            <>
              <span>{t('bundleImport.importing')}</span>
              <progress className="h-2 w-full accent-brand" aria-label={t('bundleImport.progressLabel')} />
            </>
          ) : null}
        </div>
      </form>
      {state.step === 'confirm' ? (
        <ReplaceWarning
          replaces={state.replaces}
          onConfirm={() => void send(true)}
          onCancel={() => setState({ step: 'idle' })}
        />
      ) : null}
      {state.step === 'done' ? <Summary result={state.result} /> : null}
      {state.step === 'refused' ? <Refusal problems={state.problems} /> : null}
      {state.step === 'failed' ? (
        <p
          role="alert"
          className="rounded-2xl border border-line bg-surface p-4 text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {t(`bundleImport.${state.reason}`)}
        </p>
      ) : null}
    </>
  )
}

function Summary({ result }: { result: BundleImportResult }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="grid gap-3 rounded-2xl border border-line bg-surface p-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('bundleImport.successTitle')}
      </h2>
      <p className="text-sm text-ink">{result.unchanged ? t('bundleImport.unchanged') : t('bundleImport.changed')}</p>
      {result.demoReplaced ? (
        <p className="rounded-xl bg-brand-soft p-3 text-sm font-semibold text-ink">{t('setup.replaced')}</p>
      ) : result.demoAccountsRetired ? (
        <p className="rounded-xl bg-brand-soft p-3 text-sm font-semibold text-ink">{t('bundleImport.demoRetired')}</p>
      ) : null}
      {result.importerPassword ? <ImporterPassword password={result.importerPassword} /> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm text-ink">
          <caption className="sr-only">{t('bundleImport.countsCaption')}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="p-2">
                {t('bundleImport.file')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('bundleImport.rows')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('bundleImport.inserted')}
              </th>
              <th scope="col" className="p-2 text-right">
                {t('bundleImport.updated')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(result.files).map(([file, c]) => (
              <tr key={file} className="border-b border-line">
                <th scope="row" className="p-2 font-mono font-semibold">
                  {file}
                </th>
                <td className="p-2 text-right tabular-nums">{c.rows}</td>
                <td className="p-2 text-right tabular-nums">{c.inserted}</td>
                <td className="p-2 text-right tabular-nums">{c.updated}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/**
 * Before an import replaces the demo games: what goes (counted by the server), what stays (this admin, signed in),
 * and a choice. Nothing is sent until the admin confirms.
 */
function ReplaceWarning({
  replaces,
  onConfirm,
  onCancel,
}: {
  replaces: DemoReplacement
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section
      role="alertdialog"
      aria-labelledby={headingId}
      className="grid gap-3 rounded-2xl border-2 border-amber-500 bg-surface p-4 text-sm text-ink"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-600 dark:text-amber-400" />
        {t('setup.replaceTitle')}
      </h2>
      <p>{t('setup.replaceIntro', { games: replaces.games })}</p>
      <ul className="grid list-disc gap-1 pl-5">
        <li>{t('setup.replaceDelegations', { count: replaces.delegations })}</li>
        <li>{t('setup.replaceAthletes', { count: replaces.athletes })}</li>
        <li>{t('setup.replaceUnits', { count: replaces.units })}</li>
        <li>{t('setup.replaceContent', { count: replaces.content })}</li>
        <li>{t('setup.replaceAccounts', { count: replaces.accounts })}</li>
        <li>{t('setup.replaceSettings')}</li>
      </ul>
      <p className="font-semibold">{t('setup.replaceKeeps')}</p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={primaryButton} onClick={onConfirm}>
          {t('setup.replaceConfirm')}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('setup.replaceCancel')}
        </button>
      </div>
    </section>
  )
}

/** The kept demo admin's new password (the demo's is public), shown this once. */
function ImporterPassword({ password }: { password: string }) {
  const { t } = useTranslation()
  return (
    <OneTimePassword
      password={password}
      text={{
        label: t('setup.importerPassword'),
        hint: t('setup.importerPasswordHint'),
        copy: t('setup.copy'),
        copied: t('setup.copied'),
        copyFailed: t('setup.copyFailed'),
      }}
    />
  )
}

function ProblemText({ problem }: { problem: LocatedProblem }) {
  const { t } = useTranslation()
  const where = problem.column
    ? t('bundleImport.atLocation', { file: problem.file, line: problem.line ?? '—', column: problem.column })
    : problem.line
      ? t('bundleImport.atLine', { file: problem.file, line: problem.line })
      : problem.file
  // content.json is checked with the back office's own rules: its problems are the forms' messages.
  const formMessage = validationMessageKey(problem.text)
  const what = problem.key
    ? t(`bundleImport.problems.${problem.key}`)
    : formMessage
      ? t(`auth.validation.${formMessage}`)
      : t('bundleImport.problems.other', { text: problem.text })
  return (
    <>
      <span className="font-semibold">{where}</span>: {what}
    </>
  )
}

function Refusal({ problems }: { problems: LocatedProblem[] }) {
  const { t } = useTranslation()
  const [first, ...others] = problems
  return (
    <section role="alert" className="grid gap-2 rounded-2xl border border-line bg-surface p-4 text-sm">
      <h2 className="text-lg font-bold text-red-700 dark:text-red-300">{t('bundleImport.errorTitle')}</h2>
      {first ? (
        <p className="text-ink" data-testid="bundle-problem">
          <ProblemText problem={first} />
        </p>
      ) : null}
      {others.length ? (
        <>
          <h3 className="font-semibold text-ink">{t('bundleImport.otherProblems')}</h3>
          <ul className="grid list-disc gap-1 pl-5 text-ink">
            {others.map((p) => (
              <li key={`${p.file}:${p.line}:${p.column}:${p.text}`}>
                <ProblemText problem={p} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
