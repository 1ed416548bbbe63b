/**
 * The words catalogue in a second locale, in real Chromium against the
 * minified dist/ (issue 15 "Words"): on a page whose context says
 * `website.language` pl-PL, the cart's count wording takes the Polish one,
 * few and many forms (spec §5 message-format plurals, checked against
 * Intl.PluralRules), on the badge and in what a screen reader hears. No test
 * waits on the clock: each waits for a text or a state.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

jest.setTimeout(60000);

const PAGE = '/locale-pl.html';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

/** The badge link, once a screen reader gets `speech` as its name (after its visible text, 'Koszyk'). */
const badgeSays = (page: Page, speech: string) =>
  page.getByRole('link', { name: `Koszyk ${speech}`, exact: true }).waitFor();

/** Text of `selector`, once it is `expected`. */
const textIs = (page: Page, selector: string, expected: string) =>
  page.waitForFunction(([sel, text]) => document.querySelector(sel)?.textContent?.trim() === text, [
    selector,
    expected,
  ] as const);

async function open() {
  const visited = await visit(site, PAGE);
  await blocksSettled(visited.page);
  return visited;
}

describe('plural forms in a locale that has one, few and many (pl-PL)', () => {
  it("Chromium's own plural rules put 1, 2 and 5 in three categories in Polish", async () => {
    const { page, context } = await open();
    expect(await page.evaluate(() => [1, 2, 5].map((n) => new Intl.PluralRules('pl-PL').select(n)))).toEqual([
      'one',
      'few',
      'many',
    ]);
    await context.close();
  });

  it('the catalogue words each count in its category, in the locale the runtime reads from the page context', async () => {
    const { page, context } = await open();
    await textIs(page, '#services-state', 'loaded');
    expect(await page.textContent('#page-locale')).toBe('pl-PL');
    const rows = await page.$$eval('#plural-rows tr', (trs) =>
      trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent)),
    );
    const byCount = Object.fromEntries(rows.map(([count, ...rest]) => [count, rest]));
    expect(byCount['1']).toEqual(['one', '1 produkt', '1 produkt w koszyku']);
    expect(byCount['2']).toEqual(['few', '2 produkty', '2 produkty w koszyku']);
    expect(byCount['22']).toEqual(['few', '22 produkty', '22 produkty w koszyku']);
    expect(byCount['5']).toEqual(['many', '5 produktów', '5 produktów w koszyku']);
    expect(byCount['12']).toEqual(['many', '12 produktów', '12 produktów w koszyku']);
    expect(byCount['0']).toEqual(['many', '0 produktów', '0 produktów w koszyku']);
    expect(byCount['101']).toEqual(['many', '101 produktów', 'Ponad 100 produktów w koszyku']);
    await context.close();
  });

  it('the cart badge says 1 produkt, 2 produkty, 5 produktów as the cart fills, shown and spoken', async () => {
    const { page, context, logs } = await open();
    await page.waitForSelector('.sqs-custom-cart.sqs-cart-initialized');
    await badgeSays(page, '0 produktów w koszyku, $0.00');

    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, '.sqs-cart-quantity', '1');
    await badgeSays(page, '1 produkt w koszyku, $10.50');
    expect(await page.textContent('.sqs-cart-items')).toBe('1 produkt');

    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, '.sqs-cart-quantity', '2');
    await badgeSays(page, '2 produkty w koszyku, $21.00');
    expect(await page.textContent('.sqs-cart-items')).toBe('2 produkty');

    await page.fill('#cup-quantity', '3');
    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, '.sqs-cart-quantity', '5');
    await badgeSays(page, '5 produktów w koszyku, $52.50');
    expect(await page.textContent('.sqs-cart-items')).toBe('5 produktów');

    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });

  it('a new page of the same visitor words the cart it reads at its first sync', async () => {
    const { page, context } = await open();
    await page.fill('#cup-quantity', '2');
    await page.click('#cup .sqs-add-to-cart-button');
    await badgeSays(page, '2 produkty w koszyku, $21.00');
    const second = await context.newPage();
    await second.goto(`${site.siteUrl}${PAGE}`);
    await second.waitForSelector('.sqs-custom-cart.sqs-cart-initialized');
    await badgeSays(second, '2 produkty w koszyku, $21.00');
    await context.close();
  });
});
