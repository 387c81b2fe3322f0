// Issue 22 in the browser: /configuration shows each ready-made design with its picture, outer size
// and "from" price, filtered by room, width and budget. The filters live in the address (a shared
// link and the back button restore them), a filter that matches nothing says so with a way to
// clear it, the keyboard works them, and opening a design shows the card's price in the
// configurator's price bar. In Slovenian at desktop (1280 × 800) and phone (390 × 844) sizes,
// spot-checked in English and Spanish; axe finds nothing serious or critical.
// The seeded designs (apps/server/src/modules/projects/configurations.ts): bookshelf 2000 mm wide
// (living room), grid 800 (hallway), wardrobe 1,600 (bedroom, the dearest), tall unit 800 (office).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/mailbox.ts';
import { useLanguage } from './support/web-helpers.ts';

const card = (page: Page, slug: string) => page.locator(`[data-testid="gallery-card"][data-slug="${slug}"]`);
const seeded = ['bookshelf-5-wide', 'grid-2x2', 'wardrobe-sliding-doors', 'tall-unit'];

/** Euros in a card's price text ("458,96 €", "458.96 €") as cents. */
const centsOf = (text: string) =>
  Math.round(
    Number(
      text
        .replace(/[^\d,.]/g, '')
        .replace(/[.,](?=\d{3}\b)/g, '')
        .replace(',', '.'),
    ) * 100,
  );

/** "N načrtov" in Slovenian's four plural forms. */
const slWords = { one: 'načrt', two: 'načrta', few: 'načrti', other: 'načrtov' } as Record<string, string>;
const slCount = (n: number) => `${n} ${slWords[new Intl.PluralRules('sl').select(n)]}`;

/** The count above the cards says how many are shown (another test may publish one of its own meanwhile: the browser tests share one server). */
async function expectCount(page: Page): Promise<void> {
  await expect(page.getByTestId('gallery-count')).toHaveText(slCount(await page.getByTestId('gallery-card').count()));
}

async function expectCards(page: Page, shown: string[]): Promise<void> {
  for (const slug of seeded) await expect(card(page, slug), slug).toHaveCount(shown.includes(slug) ? 1 : 0);
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`sl, ${size.name}: filter the ready-made designs by room, width and budget, then open one at the card's price`, async ({
    page,
    context,
    baseURL,
  }) => {
    await useLanguage(context, baseURL!, 'sl');
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/configuration');
    await expect(page.getByRole('heading', { name: 'Pripravljeni načrti' })).toBeVisible();
    await expectCards(page, seeded);

    // Each card: a picture, its name, its outer size (W × H × D) and a "from" price.
    const wardrobe = card(page, 'wardrobe-sliding-doors');
    await expect(wardrobe.locator('img')).toHaveAttribute('src', /^data:image\//);
    await expect(wardrobe).toContainText('Omara z drsnimi vrati');
    await expect(wardrobe.getByTestId('gallery-size')).toHaveText('Mere (Š × V × G): 1600 × 2000 × 600 mm');
    await expect(wardrobe).toContainText('Spalnica in garderoba');
    await expect(wardrobe.getByTestId('gallery-price')).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(wardrobe).toContainText(/od\s+\d+,\d{2}\s€\s*z DDV/);
    await expect(card(page, 'grid-2x2').getByTestId('gallery-size')).toContainText('800 × 800 × 400 mm');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(size.width);
    await expectNoSeriousViolations(page, `/configuration (${size.name})`);

    // Room: the bedroom holds the wardrobe only; the address says so, and back undoes it.
    await page.getByRole('radio', { name: 'Spalnica in garderoba' }).check();
    await expect(page).toHaveURL(/\/configuration\?room=bedroom$/);
    await expectCards(page, ['wardrobe-sliding-doors']);
    await expect(page.getByTestId('gallery-count')).toHaveText('1 načrt');
    await page.goBack();
    await expect(page).toHaveURL(/\/configuration$/);
    await expectCards(page, seeded);

    // Width: up to 80 cm keeps the two 800 mm designs.
    const width = page.getByLabel('Širina');
    await expect(width.locator('option')).toHaveText([
      'Katera koli širina',
      'do 80 cm',
      '80–160 cm',
      '160–240 cm',
      'več kot 240 cm',
    ]);
    await width.selectOption({ label: 'do 80 cm' });
    await expect(page).toHaveURL(/\?width=0-800$/);
    await expectCards(page, ['grid-2x2', 'tall-unit']);
    await expectCount(page);

    // Width and room together match nothing: said plainly, with a way back to every design.
    await page.getByRole('radio', { name: 'Spalnica in garderoba' }).check();
    await expect(page).toHaveURL(/\?room=bedroom&width=0-800$/);
    const empty = page.getByTestId('gallery-empty');
    await expect(empty).toContainText('Noben načrt ne ustreza tem filtrom.');
    await expectNoSeriousViolations(page, `/configuration, nothing matches (${size.name})`);
    await empty.getByRole('button', { name: 'Počisti filtre' }).click();
    await expect(page).toHaveURL(/\/configuration$/);
    await expectCards(page, seeded);

    // Budget: at most 300 € leaves out the wardrobe; every card left costs at most that.
    await expect(page.getByLabel('Proračun').locator('option').nth(1)).toHaveText(/^do 300\s€$/);
    await page.getByLabel('Proračun').selectOption('300');
    await expect(page).toHaveURL(/\?budget=300$/);
    await expectCards(page, ['bookshelf-5-wide', 'grid-2x2', 'tall-unit']);
    for (const price of await page.getByTestId('gallery-price').allTextContents())
      expect(centsOf(price)).toBeLessThanOrEqual(300_00);

    // A shared address opens with its filters set.
    await page.goto('/configuration?room=office&budget=300');
    await expectCards(page, ['tall-unit']);
    await expect(page.getByRole('radio', { name: 'Pisarna' })).toBeChecked();
    await expect(page.getByLabel('Proračun')).toHaveValue('300');

    // Open a design: the configurator's price bar shows the card's price.
    await page.goto('/configuration');
    const shown = await wardrobe.getByTestId('gallery-price').textContent();
    await wardrobe.getByRole('link').click();
    await expect(page).toHaveURL(/\/configurator$/);
    await expect(page.getByTestId('cube-count')).toHaveText('3');
    await expect(page.getByTestId('price')).toHaveText(shown!);
  });
}

test('the keyboard works the filters: arrows move between rooms, the selects and the cards are reachable', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'sl');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/configuration');
  await expectCards(page, seeded);
  await page.getByRole('radio', { name: 'Vsi prostori' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Dnevna soba' })).toBeChecked();
  await expect(page).toHaveURL(/\?room=living$/);
  await expectCards(page, ['bookshelf-5-wide']);
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\?room=bedroom$/);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Širina')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Proračun')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Počisti filtre' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/configuration$/);
  await expectCards(page, seeded);
});

test('en and es: the cards say "from" and the size in each language, the filters too', async ({
  page,
  context,
  baseURL,
}) => {
  await useLanguage(context, baseURL!, 'en');
  await page.goto('/configuration?room=living');
  await expect(page.getByRole('heading', { name: 'Ready-made designs' })).toBeVisible();
  const bookshelf = card(page, 'bookshelf-5-wide');
  await expect(bookshelf).toContainText('Bookshelf, five wide');
  await expect(bookshelf.getByTestId('gallery-size')).toHaveText('Size (W × H × D): 2,000 × 800 × 300 mm');
  await expect(bookshelf).toContainText(/from\s+€\d+\.\d{2}\s*incl\. VAT/);
  await expect(page.getByRole('radio', { name: 'Living room' })).toBeChecked();
  await expect(page.getByLabel('Budget').locator('option').nth(1)).toHaveText('up to €300');
  await expectNoSeriousViolations(page, '/configuration (en)');

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Diseños listos' })).toBeVisible();
  await expect(bookshelf).toContainText('Librería de cinco módulos');
  await expect(bookshelf.getByTestId('gallery-size')).toHaveText('Medidas (an. × al. × prof.): 2.000 × 800 × 300 mm');
  await expect(bookshelf).toContainText(/desde\s+\d+,\d{2}\s€\s*IVA incl\./);
  await expect(page.getByRole('radio', { name: 'Salón' })).toBeChecked();
  await page.getByLabel('Ancho').selectOption({ label: 'más de 240 cm' });
  await expect(page.getByTestId('gallery-empty')).toContainText('Ningún diseño coincide con estos filtros.');
  await page.getByRole('button', { name: 'Quitar filtros' }).first().click();
  await expectCards(page, seeded);
});
