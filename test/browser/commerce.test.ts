/**
 * Commerce and members in real Chromium against the minified dist/ (issue
 * 13): add to cart under failure, the badge across two tabs, the minimum
 * subtotal, every checkout route (the editor frame and the §8 session
 * alert), the pricing toggle by keyboard, sign-in with the xsrf header,
 * reviews and the lock screen keeping what was typed. No test waits on the
 * clock: each waits for a state, an event or a request.
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { blocksSettled, startSite, visit, type Site } from './harness';

interface Manifest {
  entries: Record<string, string>;
  lazy: Record<string, string>;
  imports: Record<string, string[]>;
  dynamicImports: Record<string, string[]>;
}
const readManifest = (): Manifest => JSON.parse(readFileSync('dist/manifest.json', 'utf8'));
/** Every file `file` may ever fetch: its static and dynamic imports, transitively. */
function reachable(manifest: Manifest, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of [...(manifest.imports[file] ?? []), ...(manifest.dynamicImports[file] ?? [])])
    reachable(manifest, next, seen);
  return seen;
}

// Each test opens pages and waits for the network; on a machine shared with other work that can take a while.
jest.setTimeout(60000);

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
  await fetch(`${site.siteUrl}/__reference/log`, { method: 'DELETE' });
});

const CART = '/api/commerce/cart';
const forceFailure = (rule: object) =>
  fetch(`${site.siteUrl}/__reference/fail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(rule),
  });
const referenceLog = async (path: string) => {
  const log: { method: string; path: string; status: unknown; headers: Record<string, string> }[] = await (
    await fetch(`${site.siteUrl}/__reference/log`)
  ).json();
  return log.filter((entry) => entry.path === path).reverse();
};

async function open(path: string, context?: BrowserContext) {
  if (context) {
    const page = await context.newPage();
    await page.goto(`${site.siteUrl}${path}`);
    await blocksSettled(page);
    return { page, context };
  }
  const visited = await visit(site, path);
  await blocksSettled(visited.page);
  return visited;
}
/** Text of `selector`, once it is `expected`. */
const textIs = (page: Page, selector: string, expected: string) =>
  page.waitForFunction(([sel, text]) => document.querySelector(sel)?.textContent?.trim() === text, [
    selector,
    expected,
  ] as const);
/** The product block's line (added by the runtime). */
const message = (id: string) => `#${id} .product-message`;
const badge = '.sqs-cart-quantity';
/** The badge link, once a screen reader gets `speech` as its name (after its visible text, 'Cart'). */
const badgeSays = (page: Page, speech: string) =>
  page.getByRole('link', { name: `Cart ${speech}`, exact: true }).waitFor();

describe('add to cart under failure: choices kept, one request per click', () => {
  it('locks the button while in flight, says why it failed, keeps every value, then adds', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.selectOption('#size', 'S');
    await page.selectOption('#colour', 'Blue');
    await page.fill('#shirt-qty', '2');
    // Hold the first request until the test lets it go: the lock is seen while it is in flight.
    let posts = 0;
    let hold: (route: Route) => void = () => undefined;
    const held = new Promise<Route>((resolve) => (hold = resolve));
    const isCart = (url: URL) => url.pathname === CART;
    await page.route(isCart, (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      posts += 1;
      hold(route);
      return undefined;
    });
    await page.click('#shirt .sqs-add-to-cart-button');
    const route = await held;
    expect(await page.getAttribute('#shirt .sqs-add-to-cart-button', 'aria-disabled')).toBe('true');
    expect(await page.textContent('#shirt .sqs-add-to-cart-button-inner')).toBe('Adding…');
    await page.click('#shirt .sqs-add-to-cart-button', { force: true });
    await page.click('#shirt .sqs-add-to-cart-button', { force: true });
    expect(posts).toBe(1);
    await route.abort('connectionrefused');
    await textIs(page, message('shirt'), 'Unable to add to cart. Please check your internet connection.');
    expect(await page.inputValue('#size')).toBe('S');
    expect(await page.inputValue('#colour')).toBe('Blue');
    expect(await page.inputValue('#shirt-qty')).toBe('2');
    expect(await page.getAttribute('#shirt .sqs-add-to-cart-button', 'aria-disabled')).toBeNull();

    await page.unroute(isCart);
    await forceFailure({ path: CART, status: 500, times: 1 });
    await page.click('#shirt .sqs-add-to-cart-button');
    await textIs(page, message('shirt'), 'Unable to add to cart. Please try again.');
    expect(await page.inputValue('#shirt-qty')).toBe('2');

    await page.click('#shirt .sqs-add-to-cart-button');
    await textIs(page, message('shirt'), 'Added to cart.');
    await textIs(page, badge, '2');
    expect(await page.textContent('.sqs-cart-subtotal')).toBe('$78.00');
    expect((await referenceLog(CART)).filter((e) => e.method === 'POST').map((e) => e.status)).toEqual([500, 200]);
    await context.close();
  });

  it('more than the stock is refused by the server in its own words; a sold-out variant cannot be clicked', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.selectOption('#size', 'M');
    await page.selectOption('#colour', 'Blue');
    expect(await page.textContent('#shirt .sqs-add-to-cart-button-inner')).toBe('Sold out');
    await page.selectOption('#size', 'S');
    await page.fill('#shirt-qty', '4');
    await page.click('#shirt .sqs-add-to-cart-button');
    await textIs(page, message('shirt'), 'Only 3 available.');
    expect(await referenceLog(CART)).toEqual([]);
    await context.close();
  });
});

describe('ad pixels and the quick view census (spec §7)', () => {
  /** Record the ad-pixel events the telemetry relay delivers (after consent). */
  const recordPixels = async (page: Page) =>
    page.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { __pixels: unknown[] }).__pixels = seen;
      document.addEventListener('site-runtime:ad-pixel', (event) => seen.push((event as CustomEvent).detail));
    });
  const pixelsNamed = (page: Page, name: string, count = 1) =>
    page
      .waitForFunction(
        ([n, c]) => {
          const all = (window as unknown as { __pixels: { name: string; detail: unknown }[] }).__pixels;
          const found = all.filter((pixel) => pixel.name === n);
          return found.length >= c && found.map((pixel) => pixel.detail);
        },
        [name, count] as const,
      )
      .then((handle) => handle.jsonValue());

  it("a product page sends 'view product page' for each product, and 'add to cart' with what was added", async () => {
    const { page, context } = await visit(site, '/fixtures/commerce-product.html', { before: recordPixels });
    await blocksSettled(page);
    const views = (await pixelsNamed(page, 'view-product-page', 4)) as { productId: string }[];
    expect(views.map((view) => view.productId).sort()).toEqual([
      'coffee-club',
      'espresso-cup',
      'gift-card',
      'linen-shirt',
    ]);
    expect(views).toContainEqual({ productId: 'espresso-cup', price: 1050, currency: 'USD' });
    await page.fill('#cup-qty', '2');
    await page.click('#cup .sqs-add-to-cart-button');
    expect(await pixelsNamed(page, 'add-to-cart')).toEqual([
      { productId: 'espresso-cup', sku: 'SQ5000001', quantity: 2, price: 1050, currency: 'USD' },
    ]);
    await context.close();
  });

  it("a quick view records POST /api/census/RecordQuickView/{id} and no 'view product page'", async () => {
    let census: Promise<unknown> | undefined;
    const { page, context } = await visit(site, '/fixtures/commerce-quick-view.html', {
      before: async (page) => {
        await recordPixels(page);
        census = page.waitForRequest(
          (request) =>
            request.method() === 'POST' &&
            new URL(request.url()).pathname === '/api/census/RecordQuickView/espresso-cup',
        );
      },
    });
    await census;
    await blocksSettled(page);
    // Pixels arrive in the order they were sent: a 'view product page' would come before this 'add to cart'.
    await page.click('#peek .sqs-add-to-cart-button');
    await pixelsNamed(page, 'add-to-cart');
    expect(
      await page.evaluate(() => (window as unknown as { __pixels: { name: string }[] }).__pixels.map((p) => p.name)),
    ).toEqual(['add-to-cart']);
    await context.close();
  });
});

describe('the cart badge', () => {
  it('is initialised on first sync, and another tab follows a change made in this one', async () => {
    const { page: first, context } = await open('/fixtures/commerce-product.html');
    const { page: second } = await open('/fixtures/commerce-plain.html', context);
    await second.waitForSelector('.sqs-custom-cart.sqs-cart-initialized');
    await badgeSays(second, '0 items in cart, $0.00');
    await first.click('#cup .sqs-add-to-cart-button');
    await textIs(second, badge, '1');
    await badgeSays(second, '1 item in cart, $10.50');
    // A third tab reads the cart at its first sync.
    const { page: third } = await open('/fixtures/commerce-plain.html', context);
    await textIs(third, badge, '1');
    await context.close();
  });

  it("shows '100+' with 'More than 100 items in cart' past the cap", async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.fill('#cup-qty', '101');
    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, badge, '100+');
    await badgeSays(page, 'More than 100 items in cart, $1,060.50');
    await context.close();
  });

  it('a visitor without a cart cookie sends no cart request and loads no cart code; a page without a cart element fetches no chunk of the badge', async () => {
    const manifest = readManifest();
    const mine = (requests: string[], files: Set<string>) =>
      requests.filter((url) => [...files].some((file) => url.endsWith(`/${file}`)));
    const withBadge = await visit(site, '/fixtures/commerce-plain.html');
    await withBadge.page.waitForSelector('.sqs-custom-cart.sqs-cart-initialized');
    expect(withBadge.requests.some((url) => url.includes(CART))).toBe(false);
    expect(mine(withBadge.requests, new Set([manifest.lazy['cart-api'], manifest.lazy['read-cart']]))).toEqual([]);
    // The same page without the cart element: none of the badge's chunks (those no always-on part shares).
    const badgeOnly = reachable(manifest, manifest.entries['cart-badge']);
    reachable(manifest, manifest.entries.telemetry).forEach((file) => badgeOnly.delete(file));
    expect(mine(withBadge.requests, badgeOnly)).not.toEqual([]);
    let pageView: Promise<unknown> | undefined;
    const without = await visit(site, '/fixtures/commerce-no-cart.html', {
      // Features are requested together when the runtime starts; the page view census comes after them.
      before: async (page) => {
        pageView = page.waitForRequest((request) => request.url().includes('/api/census/RecordHit'));
      },
    });
    await pageView;
    await blocksSettled(without.page);
    expect(mine(without.requests, badgeOnly)).toEqual([]);
    expect(without.requests.some((url) => url.includes(CART))).toBe(false);
    await withBadge.context.close();
    await without.context.close();
  });
});

describe('the cart page', () => {
  it('the minimum subtotal rule, then checkout to /commerce/goto-checkout', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, badge, '1');
    await page.goto(`${site.siteUrl}/fixtures/commerce-cart.html`);
    await page.waitForSelector('.cart-entry');
    expect(await page.textContent('.cart-minimum')).toBe('To check out, your order subtotal must be $50.00 or more.');
    expect(await page.getAttribute('.cart-checkout-button', 'aria-disabled')).toBe('true');
    // A click on the locked button (Playwright would wait for it to be enabled) does nothing.
    await page.click('.cart-checkout-button', { force: true });
    expect(new URL(page.url()).pathname).toBe('/fixtures/commerce-cart.html');
    await page.fill('.cart-entry-quantity', '5');
    await page.press('.cart-entry-quantity', 'Enter');
    await textIs(page, '.cart-subtotal-amount', '$52.50');
    await page.waitForSelector('.cart-minimum', { state: 'hidden' });
    await textIs(page, badge, '5');
    await page.click('.cart-checkout-button');
    await page.waitForURL((url) => url.pathname === '/commerce/goto-checkout');
    await context.close();
  });

  it("a failed update says 'Unable to update quantity' and keeps the typed quantity; a failed remove keeps the line", async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, badge, '1');
    await page.goto(`${site.siteUrl}/fixtures/commerce-cart.html`);
    await page.waitForSelector('.cart-entry');
    // The badge has read the cart too (one shared GET, or its own after the page's): the next cart call is the update.
    await page.waitForSelector('.sqs-custom-cart.sqs-cart-initialized');
    // Until cleared: Chromium itself resends a request whose reused connection was reset.
    await forceFailure({ path: CART, status: 'network', times: 0 });
    await page.fill('.cart-entry-quantity', '3');
    await page.press('.cart-entry-quantity', 'Enter');
    await textIs(page, '.cart-entry-error', 'Unable to update quantity. Please check your internet connection.');
    expect(await page.inputValue('.cart-entry-quantity')).toBe('3');
    await fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' });
    await forceFailure({ path: CART, status: 500, times: 1 });
    await page.click('.cart-entry-remove');
    await textIs(page, '.cart-entry-error', 'Unable to remove item. Please try again.');
    expect(await page.locator('.cart-entry').count()).toBe(1);
    await page.click('.cart-entry-remove');
    await page.waitForSelector('.cart-empty');
    await context.close();
  });
});

describe('checkout routes (spec §2)', () => {
  it('a subscription goes to /checkout/subscribe?cartToken=…; a gift card to /checkout/giftcard', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.click('#club .sqs-add-to-cart-button');
    await page.waitForURL(
      (url) => url.pathname === '/checkout/subscribe' && /^\w{16,}$/.test(url.searchParams.get('cartToken') ?? ''),
    );
    await page.goto(`${site.siteUrl}/fixtures/commerce-product.html`);
    await blocksSettled(page);
    await page.selectOption('#amount', '$50');
    await page.click('#gift .sqs-add-to-cart-button');
    await page.waitForURL(
      (url) =>
        url.pathname === '/checkout/giftcard' &&
        url.search === '?websiteId=w1&giftCardProductId=gift-card&sku=SQ4000050',
    );
    await context.close();
  });

  it('in the editor frame the donate page and a subscription open in the top window', async () => {
    const { page, context } = await visit(site, '/fixtures/commerce-frame.html');
    const frame = await (await page.waitForSelector('#preview')).contentFrame();
    await frame!.waitForFunction(
      () => window.SiteRuntime?.state === 'initialised' && !document.querySelector('[data-block-state="loading"]'),
    );
    await frame!.click('#donate button');
    await page.waitForURL(
      (url) => url.pathname === '/checkout/donate' && url.searchParams.get('donatePageId') === 'page-1',
    );
    await page.goto(`${site.siteUrl}/fixtures/commerce-frame.html`);
    const again = await (await page.waitForSelector('#preview')).contentFrame();
    await again!.waitForFunction(
      () => window.SiteRuntime?.state === 'initialised' && !document.querySelector('[data-block-state="loading"]'),
    );
    await again!.click('#club .sqs-add-to-cart-button');
    await page.waitForURL((url) => url.pathname === '/checkout/subscribe');
    await context.close();
  });

  it('in the editor frame the gift card and the cart page checkout open in the top window too', async () => {
    const { page, context } = await visit(site, '/fixtures/commerce-frame.html');
    /** The preview frame, once its runtime has started and its blocks are in. */
    const preview = async () => {
      const frame = await (await page.waitForSelector('#preview')).contentFrame();
      await frame!.waitForFunction(
        () => window.SiteRuntime?.state === 'initialised' && !document.querySelector('[data-block-state="loading"]'),
      );
      return frame!;
    };
    const gift = await preview();
    await gift.selectOption('#amount', '$25');
    await gift.click('#gift .sqs-add-to-cart-button');
    await page.waitForURL(
      (url) => url.pathname === '/checkout/giftcard' && url.searchParams.get('sku') === 'SQ4000025',
    );
    // The cart page's checkout, over the store's minimum: five cups.
    await page.goto(`${site.siteUrl}/fixtures/commerce-frame.html`);
    const cart = await preview();
    await cart.fill('#cup-qty', '5');
    await cart.click('#cup .sqs-add-to-cart-button');
    await cart.waitForSelector('.cart-checkout-button:not([aria-disabled])');
    await cart.click('.cart-checkout-button');
    await page.waitForURL((url) => url.pathname === '/commerce/goto-checkout');
    await context.close();
  });

  it('without session cookies: the §8 alert and no navigation, for every route', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await context.clearCookies();
    const alert = 'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
    for (const click of [
      () => page.click('#club .sqs-add-to-cart-button'),
      () => page.click('#donate button'),
      async () => (await page.selectOption('#amount', '$25'), page.click('#gift .sqs-add-to-cart-button')),
    ]) {
      await click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByText(alert).waitFor();
      await dialog.getByRole('button').click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect(new URL(page.url()).pathname).toBe('/fixtures/commerce-product.html');
    expect(await referenceLog(CART)).toEqual([]);
    await context.close();
  });

  it('without session cookies the cart page checkout alerts too, and stays', async () => {
    const { page, context } = await open('/fixtures/commerce-product.html');
    await page.fill('#cup-qty', '5');
    await page.click('#cup .sqs-add-to-cart-button');
    await textIs(page, badge, '5');
    await page.goto(`${site.siteUrl}/fixtures/commerce-cart.html`);
    await page.waitForSelector('.cart-checkout-button:not([aria-disabled])');
    await context.clearCookies();
    await page.click('.cart-checkout-button');
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText('Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.')
      .waitFor();
    await dialog.getByRole('button').click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/fixtures/commerce-cart.html');
    expect(await page.locator('.cart-entry').count()).toBe(1);
    await context.close();
  });
});

describe('the member area pricing toggle', () => {
  const shown = (page: Page, block: string) =>
    page.$$eval(`#${block} [data-pricing-option]`, (els) =>
      els.filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => e.textContent),
    );

  it('as a radio group: Tab reaches the checked option, an arrow picks the other, prices and join buttons swap', async () => {
    const { page, context } = await open('/fixtures/commerce-members.html');
    await page.focus('#radio [role="radio"][aria-checked="true"]');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Annual');
    expect(await shown(page, 'radio')).toEqual(['$100.00 every year', 'Join annually']);
    await page.keyboard.press('ArrowLeft');
    expect(await shown(page, 'radio')).toEqual(['$10.00 every month', 'Join monthly']);
    await context.close();
  });

  it('as a switch: Space and Enter flip it', async () => {
    const { page, context } = await open('/fixtures/commerce-members.html');
    await page.focus('#switch [role="switch"]');
    await page.keyboard.press('Space');
    expect(await page.getAttribute('#switch [role="switch"]', 'aria-checked')).toBe('true');
    expect(await shown(page, 'switch')).toEqual(['$80.00 every year']);
    await page.keyboard.press('Enter');
    expect(await shown(page, 'switch')).toEqual(['$8.00 every month']);
    await context.close();
  });
});

describe('site users (spec §7)', () => {
  it('the members-only page is labelled; sign-in keeps the xsrfToken, and sign-out sends it as a header', async () => {
    const { page, context } = await open('/fixtures/commerce-denied.html');
    await page.waitForSelector('.member-access-denied-label');
    await page.waitForSelector('#sign-in .site-user-message', { state: 'attached' }); // the form is the runtime's
    expect(await page.textContent('.member-access-denied-label')).toBe('This page available only site members');
    await page.fill('#email', 'ada@example.com');
    await page.fill('#password', 'wrong');
    await page.click('#sign-in button');
    await textIs(page, '.site-user-message', 'Invalid email or password');
    expect(await page.inputValue('#email')).toBe('ada@example.com');
    await page.fill('#password', 'right');
    await page.click('#sign-in button');
    await page.waitForURL((url) => url.pathname === '/fixtures/commerce-members.html');
    await page.waitForSelector('#sign-out[data-site-user-state="ready"]');
    // No route on the session call: a handler still attached when the page navigates away
    // can stall the context's close. The reference server answers 204 only to a token it
    // minted at sign-in (403 to any other), so the header below is the one the answer carried,
    // kept across the navigation.
    const ended = page.waitForResponse((r) => r.request().method() === 'DELETE');
    // Signed out, the page reloads: the test ends on the reloaded page, not with a navigation in flight.
    const reloaded = page.waitForEvent('load');
    await page.click('#sign-out');
    expect((await ended).status()).toBe(204);
    await reloaded;
    const [logout] = await referenceLog('/api/site-users/account/session').then((list) =>
      list.filter((e) => e.method === 'DELETE'),
    );
    expect(logout.headers['x-xsrf-token']).toMatch(/^\w{16,}$/);
    await context.close();
  });
});

describe('reviews and the lock screen keep what was typed', () => {
  it('a review: the star rating rule, a failure, then thanks, then "already reviewed"', async () => {
    const { page, context } = await open('/fixtures/commerce-reviews.html?token=order-77');
    await page.waitForSelector('.product-review-message', { state: 'attached' }); // the form is the runtime's
    await page.fill('#body', 'A lovely cup.');
    await page.click('#review button');
    await textIs(page, '.product-review-message', 'Please select a star rating');
    await page.check('#star-4');
    await forceFailure({ path: '/api/commerce/product-reviews', status: 500, times: 1 });
    await page.click('#review button');
    await textIs(page, '.product-review-message', 'Something went wrong. Try submitting your review again.');
    expect(await page.isChecked('#star-4')).toBe(true);
    expect(await page.inputValue('#body')).toBe('A lovely cup.');
    await page.click('#review button');
    await textIs(page, '.product-review-message', 'Thank you for your review.');
    await page.click('#review button');
    await textIs(page, '.product-review-message', 'You have already reviewed this purchase');
    const expired = await open('/fixtures/commerce-reviews.html?token=expired-9', context);
    await expired.page.waitForSelector('.product-review-message', { state: 'attached' });
    await expired.page.check('#star-5');
    await expired.page.click('#review button');
    await textIs(expired.page, '.product-review-message', 'Your review request has expired');
    await context.close();
  });

  it('the lock screen: a wrong password is refused and stays typed; the right one opens the page', async () => {
    const { page, context } = await open('/fixtures/commerce-locked.html');
    await page.waitForSelector('.lock-screen-message', { state: 'attached' }); // the form is the runtime's
    await page.fill('#pw', 'guess');
    await page.click('#lock button');
    await textIs(page, '.lock-screen-message', 'Incorrect password.');
    expect(await page.inputValue('#pw')).toBe('guess');
    await page.fill('#pw', 'open sesame');
    await page.click('#lock button');
    await page.waitForURL((url) => url.pathname === '/fixtures/commerce-plain.html', { waitUntil: 'load' });
    await context.close();
  });
});

describe('product item pages (issue 24): the product block on the page the builder rendered', () => {
  /** Records layout shifts from the start: their sum and what moved. */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const record = { sum: 0, moved: [] as string[] };
      (window as unknown as { __shifts: typeof record }).__shifts = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node | null }[] }[]) {
          record.sum += entry.value;
          for (const { node } of entry.sources)
            record.moved.push((node as Element | null)?.nodeName ?? String(node?.nodeName));
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  /** Which images of `selector` have loaded, by their place. */
  const loaded = (page: Page, selector: string) =>
    page.$$eval(selector, (images) => images.flatMap((image, i) => (image.classList.contains('loaded') ? [i] : [])));
  /** Resolves with the JSON body of the next cart POST. */
  const nextCartPost = (page: Page) =>
    page
      .waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === CART)
      .then((request) => request.postDataJSON() as unknown);

  it('7.1: the gallery loads the pictures in view at once, the rest as they come near, each cropped at its focal point', async () => {
    const { page, context, requests } = await visit(site, '/fixtures/product-page-71.html');
    const slides = '.ProductItem-gallery-slides-item img';
    await page.waitForFunction((selector) => document.querySelectorAll(`${selector}.loaded`).length === 2, slides);
    expect(await loaded(page, slides)).toEqual([0, 1]);
    // Wait for the crop itself: in one CI run on a busy machine it was not yet applied when `loaded` was.
    await page.waitForFunction(
      (selector) => getComputedStyle(document.querySelector(selector)!).objectFit === 'cover',
      slides,
    );
    expect(
      await page.$eval(slides, (img) => [getComputedStyle(img).objectFit, getComputedStyle(img).objectPosition]),
    ).toEqual(['cover', '50% 40%']);
    // The third slide and the thumbnails are further down: not asked for yet.
    expect(requests.filter((url) => url.includes('/images/linen-shirt-collar'))).toEqual([]);
    await page.locator('.ProductItem-gallery-thumbnails').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.ProductItem-gallery img.loaded').length === 6);
    await context.close();
  });

  it("7.1: Enter on the builder's button adds the chosen variant: one POST with productId, sku and quantity", async () => {
    const { page, context } = await visit(site, '/fixtures/product-page-71.html');
    await blocksSettled(page);
    expect(await page.getAttribute('.ProductItem', 'data-block-state')).toBe('ready');
    await page.selectOption('#size', 'L');
    await page.selectOption('#colour', 'Blue');
    await page.fill('#quantity', '2');
    const posted = nextCartPost(page);
    await page.focus('.sqs-add-to-cart-button');
    await page.keyboard.press('Enter');
    expect(await posted).toEqual({ productId: 'linen-shirt', sku: 'SQ1000003', quantity: 2 });
    await textIs(page, '.ProductItem .product-message', 'Added to cart.');
    // The builder's label comes back once the request has settled.
    expect(await page.textContent('.sqs-add-to-cart-button-inner')).toBe('Add To Cart');
    // The variants' decimals read as money: the sale variant's price with the regular one struck through.
    await page.selectOption('#size', 'S');
    expect(await page.textContent('.ProductItem .product-price')).toBe('$39.00 $45.00');
    await context.close();
  });

  it('7.1: mounting moves nothing: layout shifts during mount sum to 0', async () => {
    const { page, context } = await visit(site, '/fixtures/product-page-71.html', { before: recordShifts });
    await blocksSettled(page);
    await page.waitForFunction(() => document.querySelectorAll('.ProductItem-gallery img.loaded').length === 2);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => (window as unknown as { __shifts: unknown }).__shifts)).toEqual({
      sum: 0,
      moved: [],
    });
    await context.close();
  });

  it('7.0: #productWrapper: the slides load, and a click adds the one variant to the cart', async () => {
    const { page, context } = await visit(site, '/fixtures/product-page-70.html', { before: recordShifts });
    await blocksSettled(page);
    expect(await page.getAttribute('#productWrapper', 'data-block-state')).toBe('ready');
    await page.waitForFunction(() => document.querySelectorAll('#productGallery img.loaded').length >= 1);
    expect(
      await page.$eval('#productGallery .slide:nth-child(3) img', (img) => getComputedStyle(img).objectPosition),
    ).toBe('70% 60%');
    await page.locator('#after-product').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('#productGallery img.loaded').length === 3);
    expect(await page.evaluate(() => (window as unknown as { __shifts: { sum: number } }).__shifts.sum)).toBe(0);
    const posted = nextCartPost(page);
    await page.click('#productWrapper .sqs-add-to-cart-button');
    expect(await posted).toEqual({ productId: 'espresso-cup', sku: 'SQ5000001', quantity: 1 });
    await textIs(page, '#productWrapper .product-message', 'Added to cart.');
    await context.close();
  });
});
