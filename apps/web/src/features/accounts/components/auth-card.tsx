import type { ReactNode } from 'react'

/** The frame of the login and signup forms: a centred card with a title. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-xs sm:p-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink">{title}</h1>
        {intro && <p className="mt-1.5 text-sm text-ink-muted">{intro}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
