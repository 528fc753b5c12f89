import { expect, test } from '@playwright/test'
import { asAndroid, logInAs, mainScreens, settled } from './screens.ts'

/** At phone size no screen may scroll sideways: wide content scrolls inside its own box (tables, chip rows). */
test('no main screen is wider than a phone @phone-only', async ({ page }) => {
  test.setTimeout(180_000)
  await asAndroid(page)
  await logInAs(page, 'demo-athlete')
  const overflowing: string[] = []
  for (const screen of await mainScreens(page)) {
    await page.goto(screen.path)
    await settled(page)
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }))
    if (scrollWidth > clientWidth) overflowing.push(`${screen.name} (${screen.path}): ${scrollWidth} > ${clientWidth}`)
  }
  expect(overflowing).toEqual([])
})
