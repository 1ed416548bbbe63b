/**
 * The site's language (issue 27), in real Chromium against the minified
 * dist/: one example page per locale family (Latin pt-BR, CJK ja, RTL he)
 * shows a form's errors, the cookie banner's default texts, the lightbox's
 * control names and the cart in that language; an English page asks for no
 * words; a page in another language asks for its table alone (one chunk:
 * the build numbers the ids) before its first block has mounted, in the
 * loader's round; a site's overrides, written by id, bring the ids. In
 * Hebrew the lightbox reads right to left: next sits on the left and
 * ArrowLeft goes forward. No test waits on the clock: each waits for a text
 * or a state.
 */
import type { Page } from 'playwright-core';
import { blocksSettled, startSite, visit, type Site } from './harness';

jest.setTimeout(60000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

const WORDS = /\/chunks\/[^/]+\/words-([\w]+)\.js$/;
const wordsAsked = (requests: string[]) => requests.map((url) => WORDS.exec(url)?.[1]).filter(Boolean);

/** What a visitor reads: the form's errors after an empty submission, the banner, the lightbox's names. */
async function rendered(page: Page) {
  await page.click('#form [type=submit]');
  await page.waitForSelector('#form .field-error');
  const errors = await page.$$eval('#form .field-error', (els) => els.map((el) => el.textContent.trim()));
  const banner = await page.$eval('.sqs-cookie-banner-v2, [class*="cookie-banner"]', (el) => ({
    name: el.getAttribute('aria-label') || document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent,
    buttons: Array.from(el.querySelectorAll('button'), (b) => b.textContent.trim()),
  }));
  await page.click('#gallery .slide:nth-child(1) img.thumb-image');
  await page.waitForSelector('.sqs-lightbox-next');
  const lightbox = await page.$$eval('.sqs-lightbox button', (els) => els.map((el) => el.getAttribute('aria-label')));
  const dialog = await page.getAttribute('.sqs-lightbox', 'aria-label');
  return { errors, banner, lightbox, dialog };
}

/** The form's field errors after an empty submission. */
async function fieldErrors(page: Page) {
  await page.click('#form [type=submit]');
  await page.waitForSelector('#form .field-error');
  return page.$$eval('#form .field-error', (els) => els.map((el) => el.textContent.trim()));
}

describe('an English page', () => {
  it('asks for no words table', async () => {
    const { page, context, requests } = await visit(site, '/form.html');
    await blocksSettled(page);
    expect(wordsAsked(requests)).toEqual([]);
    await context.close();
  });

  it("with the site's overrides (context messages, by id) asks for the ids alone, and shows the override", async () => {
    const { page, context, requests } = await visit(site, '/fixtures/words-overrides.html');
    await blocksSettled(page);
    expect(wordsAsked(requests)).toEqual(['ids']);
    expect(await fieldErrors(page)).toEqual(['Please fill in Email.']);
    await context.close();
  });

  it("a theme's overrideMessages and say, through services(), by id", async () => {
    const { page, context } = await visit(site, '/form.html');
    await blocksSettled(page);
    const said = await page.evaluate(async () => {
      const services = await window.SiteRuntime!.services();
      const before = services.say('field.requiredUntitled', 'This field is required.');
      services.overrideMessages({ 'field.required': '{title} is missing.', 'field.requiredUntitled': 'Missing.' });
      return [before, services.say('field.requiredUntitled', 'This field is required.')];
    });
    expect(said).toEqual(['This field is required.', 'Missing.']);
    expect(await fieldErrors(page)).toEqual(['Name is missing.', 'Email is missing.']);
    await context.close();
  });
});

describe.each([
  [
    'pt-BR',
    '/locale-pt-br.html',
    'pt',
    {
      errors: ['Nome é obrigatório.', 'E-mail é obrigatório.'],
      banner: { name: 'Aviso de cookies', buttons: ['Recusar', 'Aceitar'] },
      lightbox: ['Fechar', 'Anterior', 'Próxima'],
      dialog: 'Galeria',
    },
  ],
  [
    'ja',
    '/locale-ja.html',
    'ja',
    {
      errors: ['お名前は必須です。', 'メールアドレスは必須です。'],
      banner: { name: 'Cookie に関するお知らせ', buttons: ['拒否する', '同意する'] },
      lightbox: ['閉じる', '前へ', '次へ'],
      dialog: 'ギャラリー',
    },
  ],
  [
    'he',
    '/locale-he.html',
    'he',
    {
      errors: ['השדה שם הוא שדה חובה.', 'השדה אימייל הוא שדה חובה.'],
      banner: { name: 'הודעה על קובצי Cookie', buttons: ['דחייה', 'אישור'] },
      lightbox: ['סגירה', 'הקודם', 'הבא'],
      dialog: 'גלריה',
    },
  ],
])('a page in %s', (_, path, table, expected) => {
  it("asks for its table alone in the loader's round, before the first block's chunk", async () => {
    const { page, context, requests } = await visit(site, path);
    await blocksSettled(page);
    expect(wordsAsked(requests)).toEqual([table]);
    // The loader asks for them as it starts the first blocks; the runtime (a round later) would ask after.
    const words = requests.findIndex((url) => WORDS.test(url));
    const form = requests.findIndex((url) => /\/chunks\/[^/]+\/form\.js$/.test(url));
    expect(form).toBeGreaterThan(-1);
    expect(words).toBeLessThan(form);
    await context.close();
  });

  it('shows the form errors, the banner and the lightbox in its language', async () => {
    const { page, context, logs } = await visit(site, path);
    await blocksSettled(page);
    const seen = await rendered(page);
    expect(seen).toEqual(expected);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([]);
    await context.close();
  });
});

describe('right to left (he)', () => {
  it('puts next on the left and previous on the right; ArrowLeft goes forward, ArrowRight back (from the first, to the last)', async () => {
    const { page, context } = await visit(site, '/locale-he.html');
    await blocksSettled(page);
    await page.click('#gallery .slide:nth-child(1) img.thumb-image');
    await page.waitForSelector('.sqs-lightbox-next');
    const next = (await page.locator('.sqs-lightbox-next').boundingBox())!;
    const previous = (await page.locator('.sqs-lightbox-previous').boundingBox())!;
    expect(next.x).toBeLessThan(previous.x);
    const status = (text: string) =>
      page.waitForFunction((t) => document.querySelector('.sqs-lightbox-status')?.textContent === t, text);
    await page.keyboard.press('ArrowLeft');
    await status('2 מתוך 3');
    // A second arrow within 200 ms would be dropped (spec §9): each key gets a lightbox of its own.
    await page.keyboard.press('Escape');
    await page.waitForSelector('.sqs-lightbox', { state: 'detached' });
    await page.click('#gallery .slide:nth-child(1) img.thumb-image');
    await page.waitForSelector('.sqs-lightbox-next');
    await page.keyboard.press('ArrowRight');
    await status('3 מתוך 3');
    await context.close();
  });
});
