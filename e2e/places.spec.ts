import { analyzeAtRest } from './axe.ts'
import { logInAs } from './screens.ts'
import { expect, type Page, test } from './test.ts'

/**
 * Opens a page as a logged-in user of the Android shell (Capacitor injects window.Capacitor): several of these
 * pages are mobile-only or need login (docs/product-rules.md §2), and the route guard sends the web elsewhere. Then
 * picks the language.
 */
async function open(page: Page, path: string, lang: 'pt' | 'en' = 'pt') {
  await page.context().addInitScript(() => {
    ;(globalThis as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'android' }
  })
  await logInAs(page, 'demo-athlete', path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`))
  if (lang === 'en') {
    await page.getByLabel('Idioma').selectOption('en')
    // As a visitor does: the next step once the page reads in English (its messages load first). A click during the
    // switch could race the address's rewrite, and a link drawn then kept the Portuguese address (CI, 2026-11-28).
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
    await expect(page).toHaveURL(/\/en\//)
  }
}

async function expectNoAxeViolations(page: Page) {
  // The login toast comes and goes at the start of each test; its contrast is the toaster's own check.
  const results = await analyzeAtRest(page, (axe) =>
    axe.withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]'),
  )
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([])
}

const PAGES: {
  path: string
  pt: RegExp
  en: RegExp
  sample: { pt: RegExp; en: RegExp }
  /** What else the page must show in English, checked on the same load (these were tests of their own). */
  inEnglish?: (page: Page) => Promise<void>
}[] = [
  { path: '/venues', pt: /Recintos/, en: /Venues/, sample: { pt: /Maria Lenk/, en: /Maria Lenk/ } },
  { path: '/hotels', pt: /Hotéis/, en: /Hotels/, sample: { pt: /Hotel Copacabana Mar/, en: /Hotel Copacabana Mar/ } },
  {
    path: '/hospitals',
    pt: /Hospitais/,
    en: /Hospitals/,
    sample: { pt: /Hospital Municipal Miguel Couto/, en: /Miguel Couto Municipal Hospital/ },
  },
  {
    path: '/places/other',
    pt: /Outros locais/,
    en: /Other places/,
    sample: { pt: /Centro Principal de Imprensa/, en: /Main Media Centre/ },
  },
  {
    path: '/transport',
    pt: /Transporte/,
    en: /Transport/,
    sample: { pt: /Vila – Copacabana/, en: /Village – Copacabana/ },
  },
  { path: '/reports', pt: /Relatórios/, en: /Reports/, sample: { pt: /Natação|Atletismo/, en: /Swimming|Athletics/ } },
  {
    path: '/official-reports',
    pt: /Relatórios oficiais/,
    en: /Official reports/,
    sample: { pt: /./, en: /./ },
  },
  {
    path: '/informativos',
    pt: /Informativos/,
    en: /Official communications/,
    sample: { pt: /Horário das refeições/, en: /Meal times/ },
  },
  {
    path: '/official-awards-schedule',
    pt: /Cerimónias de entrega de medalhas/,
    en: /Awards schedule/,
    sample: { pt: /Ouro/, en: /Gold/ },
    // Ceremonies by day with their medallists.
    inEnglish: async (page) => {
      await expect(page.getByRole('button', { name: /14\/07|Jul 14/ })).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('button', { name: /12\/07|Jul 12/ }).click()
      const first = page.getByRole('list', { name: 'Ceremonies of the day' }).getByRole('listitem').first()
      await expect(
        first
          .getByRole('list', { name: /^Medallists of / })
          .getByText('Gold')
          .first(),
      ).toBeVisible()
      await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/en\/discipline\/[a-z-]+\/medals$/)
      await expectNoAxeViolations(page)
    },
  },
  {
    path: '/ambassadors',
    pt: /Embaixadores/,
    en: /Ambassadors/,
    sample: { pt: /Marina Albuquerque/, en: /Marina Albuquerque/ },
    // The day selector shows who is there.
    inEnglish: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Marina Albuquerque' })).toBeVisible()
      await page.getByRole('button', { name: /20\/07|Jul 20/ }).click()
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Chiamaka Okafor'])
      await expectNoAxeViolations(page)
    },
  },
  {
    path: '/sponsors',
    pt: /Patrocinadores/,
    en: /Sponsors/,
    sample: { pt: /Patrocinadores principais/, en: /Main sponsors/ },
    // Sponsors by tier pass axe (every WCAG A/AA rule, in English).
    inEnglish: async (page) => {
      await expect(page.getByRole('img', { name: 'Aurora Energia' })).toBeVisible()
      await expectNoAxeViolations(page)
    },
  },
  {
    path: '/courses',
    pt: /Cursos/,
    en: /Courses/,
    sample: { pt: /Proteção no desporto/, en: /Safeguarding in sport/ },
    // Courses pass axe (every WCAG A/AA rule, in English).
    inEnglish: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Anti-doping for young athletes' })).toBeVisible()
      await expectNoAxeViolations(page)
    },
  },
  {
    path: '/official-photos',
    pt: /Fotos oficiais/,
    en: /Official photos/,
    sample: { pt: /Desfile das delegações/, en: /Parade of delegations/ },
    // Photos open in a viewer with previous and next.
    inEnglish: async (page) => {
      await page.getByRole('button', { name: /Parade of delegations/ }).click()
      const viewer = page.getByRole('dialog')
      await expect(viewer).toHaveAccessibleName('Parade of delegations')
      await expect(viewer.getByRole('img', { name: 'Parade of delegations' })).toBeVisible()
      const position = await viewer.getByText(/^\d+ of \d+$/).textContent()
      await viewer.getByRole('button', { name: 'Next' }).click()
      await expect(viewer).not.toHaveAccessibleName('Parade of delegations')
      await expect(viewer.getByText(/^\d+ of \d+$/)).not.toHaveText(position ?? '')
      await viewer.getByRole('button', { name: 'Close' }).click()
      await expectNoAxeViolations(page)
    },
  },
  {
    path: '/videos',
    pt: /Vídeos/,
    en: /Videos/,
    sample: { pt: /Canal Podium/, en: /Podium Channel/ },
    // Live status and the offline player notice.
    inEnglish: async (page) => {
      await expect(page.getByRole('heading', { level: 2, name: 'Live' })).toBeVisible()
      await page.getByRole('button', { name: /Play Podium Channel/ }).click()
      await expect(page.getByRole('dialog').getByRole('status')).toContainText('not available in this demo')
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
      await expectNoAxeViolations(page)
    },
  },
]

test.describe('places, documents and information pages', () => {
  // One visitor reads every page in turn (decision 104): the same checks per page as when each page was a test of its
  // own, without a browser context, a login and a cold load of the app per page; what a page's own test did in
  // English (awards, ambassadors, photos, videos, sponsors, courses) runs on the same load, once it reads in English.
  // The DOM of these pages is the same at every width (no breakpoint hides or shows anything on them, only grid
  // columns change), so they run on a desktop; their phone layout is phone.spec.ts's (every main screen at 360 px in
  // four languages).
  test('every places, documents and information page renders demo data in pt and en', async ({ page }) => {
    // Fourteen pages in two languages, six of them with their own checks: the budget of that many tests' pages.
    test.setTimeout(process.env.CI ? 300_000 : 180_000)
    for (const [i, p] of PAGES.entries()) {
      await test.step(p.path, async () => {
        if (i === 0) await open(page, p.path, 'pt')
        else {
          await page.goto(p.path)
          await expect(page).toHaveURL(new RegExp(`${p.path.replace(/[/]/g, '\\/')}$`))
        }
        await expect(page.getByRole('heading', { level: 1, name: p.pt })).toBeVisible()
        await expect(page.getByRole('main').getByText(p.sample.pt).filter({ visible: true }).first()).toBeVisible()
        await page.getByLabel('Idioma').selectOption('en')
        // As open() waits for English: the address rewritten before a click (a link drawn earlier kept /pt).
        await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
        await expect(page).toHaveURL(/\/en\//)
        await expect(page.getByRole('heading', { level: 1, name: p.en })).toBeVisible()
        await expect(page.getByRole('main').getByText(p.sample.en).filter({ visible: true }).first()).toBeVisible()
        await p.inEnglish?.(page)
        // Back to Portuguese as a visitor does (the choice is remembered, and the next address names no language).
        await page.getByLabel('Language').selectOption('pt')
        await expect(page.locator('html')).toHaveAttribute('lang', /^pt/)
      })
    }
  })

  // Venues runs on a desktop only (decision 104): its DOM is the same at every width (only grid columns change), so
  // the phone run repeated these checks; its phone layout is phone.spec.ts's.
  test('venues: the map fails without tiles here, the list with coordinates and maps links still works', async ({
    page,
  }) => {
    await open(page, '/venues')
    const list = page.getByRole('list', { name: 'Recintos' })
    await expect(list.getByRole('heading', { name: /Maria Lenk/ })).toBeVisible()
    await expectNoAxeViolations(page)
    const mapsLink = page.getByRole('link', { name: /Abrir Centro Aquático Maria Lenk no mapa/ })
    await expect(mapsLink).toHaveAttribute(
      'href',
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=-22\.97\d*&mlon=-43\.39\d*/,
    )
    await expect(list.getByText(/22\.97\d+° S, 43\.39\d+° W/).first()).toBeVisible()

    await page.getByRole('button', { name: /Mostrar Centro Aquático Maria Lenk no mapa/ }).click()
    await expect(page.getByRole('button', { name: 'Mapa', exact: true })).toHaveAttribute('aria-pressed', 'true')
    const map = page.getByRole('region', { name: 'Mapa dos locais' })
    await expect(map.getByTestId('places-map')).toBeVisible()
    await expect(map.locator('.leaflet-interactive').first()).toBeAttached()
    // No internet: OpenStreetMap's tiles fail, and the page says so while the list stays usable.
    await expect(map.getByRole('status')).toContainText('Não foi possível carregar o mapa')
    await expect(mapsLink).toBeVisible()
  })

  test('transport: next departures and the timetable PDF viewer with its download @phone', async ({
    page,
    request,
  }) => {
    await open(page, '/transport')
    const line = page.getByRole('article', { name: 'Vila – Parque Olímpico' })
    await expect(line.getByRole('rowheader', { name: 'Riocentro' })).toBeVisible()
    await expect(line.getByRole('row', { name: /Riocentro/ }).locator('time')).toHaveCount(3)
    await expect(page.getByText(/^Horas em GMT-3$/)).toBeVisible()
    await expectNoAxeViolations(page)

    await line.getByRole('button', { name: 'Horário (PDF)' }).click()
    const dialog = page.getByRole('dialog')
    const frame = dialog.locator('iframe')
    await expect(frame).toHaveAttribute('title', /^Documento: /)
    const src = (await frame.getAttribute('src')) ?? ''
    const pdf = await request.get(src)
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Descarregar' }).click()
    expect((await download).suggestedFilename()).toBe('transport-l1.pdf')
    await expect(dialog.getByRole('link', { name: 'Abrir num novo separador' })).toHaveAttribute('href', src)
    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await expect(dialog).toBeHidden()
  })

  test('informativos: filter by title, order, empty state and opening a PDF', async ({ page }) => {
    await open(page, '/informativos', 'en')
    const list = page.getByRole('list', { name: 'Official communications' })
    await expect(list.getByRole('button').first()).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('Filter by title').fill('meal')
    await expect(list.getByRole('button')).toHaveCount(1)
    await expect(list.getByRole('button')).toContainText('Meal times')
    await page.getByLabel('Filter by title').fill('zzzz')
    await expect(page.getByText('No document matches this title.')).toBeVisible()
    await page.getByLabel('Filter by title').fill('')
    await page.getByLabel('Order by').selectOption('title')
    // The list re-sorts after the select changes: poll until it reads in title order.
    const titles = () => list.getByRole('button').locator('span > span:first-child').allTextContents()
    const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    await expect
      .poll(async () => {
        const now = await titles()
        return now.length > 1 && now.join('|') === sorted(now).join('|')
      })
      .toBe(true)
    await list.getByRole('button').first().click()
    await expect(page.getByRole('dialog').locator('iframe')).toHaveAttribute('src', /^\/api\/v1\/documents\/\d+\//)
  })

  test('reports by discipline keep the discipline in the address', async ({ page, request }) => {
    const firstTitle = async (key: string) =>
      (
        (await (await request.get(`/api/v1/documents?kind=report&discipline=${key}&lang=en`)).json()) as {
          items: { title: string }[]
        }
      ).items[0]?.title ?? ''
    await open(page, '/reports/swimming', 'en')
    await expect(page.getByLabel('Discipline')).toHaveValue('swimming')
    const list = page.getByRole('list', { name: 'Reports' })
    await expect(list.getByRole('button').first()).toContainText(await firstTitle('swimming'))
    await page.getByLabel('Discipline').selectOption('judo')
    await expect(page).toHaveURL(/\/reports\/judo$/)
    await expect(list.getByRole('button').first()).toContainText(await firstTitle('judo'))
  })
})
