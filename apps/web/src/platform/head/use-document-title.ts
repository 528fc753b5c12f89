import { useEffect } from 'react'
import { headingOf, pageTitle } from '../../lib/page-title.ts'

/**
 * Keeps the browser tab's title on the page's own title (decision 085) after hydration and every navigation: the
 * heading of the page inside `#root` and the games' name, by the rule the server's render used for the first load.
 * Follows the heading as it changes (an athlete's name arrives after its page; a language switch rewrites it).
 */
export function useDocumentTitle(siteName: string | undefined): void {
  useEffect(() => {
    // Until the games' name is known the server's title (or the shell's) stays: it is not less right.
    if (!siteName) return
    const root = document.getElementById('root') ?? document.body
    const apply = () => {
      const heading = root.querySelector('h1')
      const title = pageTitle(heading ? headingOf(heading.outerHTML) : undefined, siteName)
      if (document.title !== title) document.title = title
    }
    apply()
    // Mutations come in batches (one callback per task), and the work is one query and a short string: no throttle.
    const observer = new MutationObserver(apply)
    observer.observe(root, { subtree: true, childList: true, characterData: true })
    return () => observer.disconnect()
  }, [siteName])
}
