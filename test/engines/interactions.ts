/**
 * What a visitor does most, in one engine (issue 26): the gallery's next
 * button and arrow keys, the lightbox opened and closed with Escape (focus
 * back on the slide), the accordion, a form submitted invalid then valid,
 * the cookie banner's Accept, the menu tabs' keys, a video's poster, the
 * popup's Escape, the cart badge. Each waits on what the page shows.
 */
import { waitFor, type EngineName, type EnginePage } from './engine';
import { errorReports, openSettled, probed, unexpectedConsoleErrors, type EngineRun } from './run';

/** Runs `steps` on the page at `path`, then checks nothing went wrong on it. */
async function onPage(run: EngineRun, path: string, steps: (page: EnginePage) => Promise<void>): Promise<void> {
  const page = await openSettled(run, path);
  try {
    await steps(page);
    const probe = await probed(page);
    expect(probe.errors).toEqual([]);
    expect(unexpectedConsoleErrors(path.slice(1), probe)).toEqual([]);
  } finally {
    await page.close();
  }
}

const activeSlide = (gallery: string) =>
  `[...document.querySelectorAll('${gallery} .sqs-gallery > .slide')].findIndex((s) => s.classList.contains('sqs-active-slide'))`;
const expanded = (block: string) =>
  `[...document.querySelectorAll('${block} .accordion-item__click-target')].map((b) => b.getAttribute('aria-expanded')).join()`;
const focusedText = `(document.activeElement && document.activeElement.textContent.trim()) || ''`;

export function defineInteractions(name: EngineName, current: () => EngineRun): void {
  describe(`what visitors do most, in ${name}`, () => {
    it('gallery: the next button, then ArrowRight and ArrowLeft, move the gallery in view', () =>
      onPage(current(), '/fixtures/gallery-keys.html', async (page) => {
        expect(await page.evaluate(activeSlide('#a'))).toBe(0);
        await page.click('#a .next');
        await waitFor(page, `${activeSlide('#a')} === 1`, 'the next button to show slide 2');
        await page.evaluate('document.activeElement.blur(), true');
        await page.press('ArrowRight');
        await waitFor(page, `${activeSlide('#a')} === 2`, 'ArrowRight to show slide 3');
        await page.press('ArrowLeft');
        await waitFor(page, `${activeSlide('#a')} === 1`, 'ArrowLeft to show slide 2 again');
      }));

    it('lightbox: a click on a slide opens it with the focus inside; Escape closes it and the focus returns', () =>
      onPage(current(), '/fixtures/lightbox-gallery.html', async (page) => {
        await page.click('#gallery .slide:nth-child(2)');
        await waitFor(page, `!!document.querySelector('[role="dialog"]')`, 'the lightbox dialog');
        await waitFor(page, `!!document.activeElement.closest('[role="dialog"]')`, 'the focus inside the lightbox');
        await page.press('Escape');
        await waitFor(page, `!document.querySelector('[role="dialog"]')`, 'the lightbox to close');
        await waitFor(
          page,
          `!!document.activeElement.closest('#gallery .slide:nth-child(2)')`,
          'the focus back on the slide that opened it',
        );
      }));

    it('accordion: a click opens an item (one at a time), arrows move between headers, Enter toggles', () =>
      onPage(current(), '/fixtures/accordion.html', async (page) => {
        const start = await page.evaluate<string>(expanded('#acc'));
        expect(start).toBe('true,false,false');
        await page.click('#acc .accordion-item:nth-child(3) .accordion-item__click-target');
        await waitFor(page, `${expanded('#acc')} === 'false,false,true'`, 'item 3 open, the others closed');
        await waitFor(page, ACCORDION_STILL, 'the accordion to finish its slide');
        await page.press('ArrowUp');
        await waitFor(page, `${focusedText} === 'Second'`, 'ArrowUp to focus the second header');
        await page.press('Enter');
        await waitFor(page, `${expanded('#acc')} === 'false,true,false'`, 'Enter to open item 2');
      }));

    it('form: an invalid email shows the error and keeps the text; fixed, the form is sent', () =>
      onPage(current(), '/fixtures/builder-form.html', async (page) => {
        await page.type('#email-b1-field', 'ada@');
        await page.click('#block-form input[type=submit]');
        await waitFor(page, `!!document.querySelector('#email-b1 .field-error')`, 'the email error');
        expect(await page.evaluate(`document.getElementById('email-b1-field').getAttribute('aria-invalid')`)).toBe(
          'true',
        );
        expect(await page.evaluate(`document.getElementById('email-b1-field').value`)).toBe('ada@');
        await page.type('#email-b1-field', 'example.com');
        await page.click('#block-form input[type=submit]');
        await waitFor(page, `!!document.querySelector('#block-form .form-submission-text')`, 'the success message');
      }));

    it('cookie banner: Accept stores the choice and the banner goes', () =>
      onPage(current(), '/fixtures/cookie-banner.html', async (page) => {
        // Clicked once it has slid in: a click on a moving banner is refused by WebDriver (not interactable).
        await waitFor(page, still('.site-runtime-cookie-banner'), 'the banner, slid in');
        await page.click('.site-runtime-cookie-banner button[data-choice="accept"]');
        await waitFor(page, `!document.querySelector('.site-runtime-cookie-banner')`, 'the banner to go');
        await waitFor(page, `document.cookie.includes('ss_cookieAllowed=2:accepted')`, 'the stored choice');
      }));

    it('menu tabs: arrows move the focus with wraparound, Enter selects', () =>
      onPage(current(), '/menu.html', async (page) => {
        await page.evaluate(`document.querySelector('#dinner-menu [role=tab][aria-selected=true]').focus(), true`);
        const tabs = await page.evaluate<string[]>(
          `[...document.querySelectorAll('#dinner-menu [role=tab]')].map((tab) => tab.textContent.trim())`,
        );
        await page.press('ArrowLeft');
        await waitFor(
          page,
          `${focusedText} === ${JSON.stringify(tabs[tabs.length - 1])}`,
          'ArrowLeft to wrap to the last tab',
        );
        await page.press('Enter');
        await waitFor(
          page,
          `document.activeElement.getAttribute('aria-selected') === 'true'`,
          'Enter to select the focused tab',
        );
      }));

    it('video: the poster until a click, then the player, playing', () =>
      onPage(current(), '/video.html', async (page) => {
        expect(await page.evaluate(`!!document.querySelector('#video-youtube iframe')`)).toBe(false);
        await page.click('#video-youtube .sqs-video-overlay');
        await waitFor(
          page,
          `(() => { const frame = document.querySelector('#video-youtube iframe');
            const state = frame && frame.contentDocument && frame.contentDocument.querySelector('.fake-player-state');
            return !!state && state.textContent.includes('playing'); })()`,
          'the player to play',
        );
      }));

    it('popup: shown as a dialog with the focus inside; Escape closes it', () =>
      onPage(current(), '/fixtures/popup.html', async (page) => {
        await waitFor(page, `!!document.querySelector('.sqs-popup-overlay[data-popup-state=open]')`, 'the popup');
        await waitFor(page, `!!document.activeElement.closest('.sqs-popup-overlay-content')`, 'the focus in the popup');
        await page.press('Escape');
        await waitFor(
          page,
          `!!document.querySelector('.sqs-popup-overlay[data-popup-state=closed]')`,
          'the popup closed',
        );
      }));

    it('a runtime handler that throws: the error report carries the real message and stack (WebKit\'s "Script error." avoided)', async () => {
      const run = current();
      const page = await openSettled(run, '/fixtures/handler-fault.html');
      try {
        await page.click('#break');
        await page.evaluate('document.activeElement.blur(), true');
        await page.press('ArrowRight');
        await waitFor(
          page,
          `window.__probe.consoleErrors.some((line) => line.includes('gallery: uncaught error'))`,
          'the funnel to log it',
        );
        const reports = await until(async () => {
          const sent = await errorReports(run.server, '/fixtures/handler-fault.html');
          return sent.length ? sent : undefined;
        }, 'the error report to arrive');
        const complete = reports.filter((report) => report.data.message && report.data.stack);
        // Reported by the runtime with its stack; the window never saw it as an uncaught "Script error.".
        expect(complete).toHaveLength(reports.length);
        expect(reports.map((report) => report.data.message)).toEqual([
          expect.stringMatching(/uncaught error: .*undefined/i),
        ]);
        expect(reports[0].data.block).toBe('gallery');
        expect((await probed(page)).errors).toEqual([]);
      } finally {
        await page.close();
      }
    });

    it('cart badge: add to cart, the badge counts it', () =>
      onPage(current(), '/fixtures/commerce-product.html', async (page) => {
        await waitFor(
          page,
          `!!document.querySelector('.sqs-custom-cart.sqs-cart-initialized')`,
          'the badge initialised',
        );
        await page.click('#cup .sqs-add-to-cart-button');
        await waitFor(
          page,
          `document.querySelector('.sqs-cart-quantity').textContent.trim() === '1'`,
          'the badge to count 1',
        );
      }));
  });
}

/** `selector` is on the page and nothing in it is animating (CSS transitions and animations, Web Animations). */
const still = (selector: string) =>
  `(() => { const element = document.querySelector('${selector}');
    return !!element && element.getAnimations({ subtree: true }).length === 0; })()`;

/** Polls `read` in the test until it gives a value; fails naming `what` after 20 s. */
async function until<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after 20000 ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** No accordion panel is mid-slide (its inline transition is set only while it slides). */
const ACCORDION_STILL = `[...document.querySelectorAll('.accordion-item__dropdown')].every((panel) => !panel.style.transition)`;
