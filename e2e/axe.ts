import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

/**
 * The rules that read colours. The colour mode changes colours only (Tailwind `dark:` variants; no element exists in
 * one mode alone), so a screen checked with every rule in one mode needs only these in the other: the structural
 * rules would meet the same DOM again (axe once per screen and theme, decisions 065, 089 and 096).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * axe on the page at rest. A toast fades in and out over 0.4 s and axe blends an element's colour with its opacity,
 * so a toast caught mid-fade failed the contrast rule at random (one CI run in a few). For the analysis the page is
 * told its visitor prefers reduced motion, which ends sonner's transitions at once, and the finite animations still
 * running are awaited: what axe measures is what a person reads, not a frame of a fade. Infinite ones (a live pulse,
 * a spinner) cannot finish and are left as they are.
 */
export async function analyzeAtRest(
  page: Page,
  configure: (axe: AxeBuilder) => AxeBuilder = (axe) => axe,
): Promise<AxeResults> {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await page.evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2000))])
    })
    return await configure(new AxeBuilder({ page })).analyze()
  } finally {
    // Back to what every e2e visitor prefers (playwright.config.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' })
  }
}
