/**
 * The small server forms of issue 13: the review form (spec §5, §8
 * "Review"), the lock screen (page type 103) and the site-user forms (spec
 * §7): checks before sending, one request while in flight, every message,
 * and nothing the visitor typed lost.
 */
import { createReviewForm, REVIEWS_PATH } from '../../../src/features/product-reviews/review-form';
import { start as startLockScreen } from '../../../src/features/lock-screen/start-lock-screen';
import { bindSignOut, createSiteUserForm } from '../../../src/features/site-user/forms';
import { showDeniedLabel } from '../../../src/features/site-user/denied-label';
import type { FeatureContext, PageContext } from '../../../src/core/types';
import { AD_PIXEL_REQUEST } from '../../../src/telemetry/ad-pixel-events';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector(selector) as T;
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { cancelable: true }));

/** A data layer whose posts wait until the test settles them. */
function fakeLayer() {
  const posts: { path: string; json: unknown; resolve(value?: unknown): void; reject(error: unknown): void }[] = [];
  const post = (path: string, options: { json?: unknown } = {}) =>
    new Promise((resolve, reject) => posts.push({ path, json: options.json, resolve, reject }));
  return { posts, layer: { post } };
}

describe('the review form (page type 209)', () => {
  function setUp() {
    document.body.innerHTML = `<form class="product-review-form" data-review-token="order-1">
      <fieldset><legend>Rating</legend>
        ${[1, 2, 3, 4, 5].map((n) => `<input type="radio" name="rating" id="r${n}" value="${n}"><label for="r${n}">${n}</label>`).join('')}
      </fieldset>
      <input name="title" value="Lovely"><textarea name="body">Good cup.</textarea><button type="submit">Submit</button></form>`;
    const form = $<HTMLFormElement>('form');
    const fake = fakeLayer();
    createReviewForm(form, fake.layer as never, '');
    return { form, ...fake };
  }
  const message = () => $('.product-review-message').textContent;

  it("without a star: 'Please select a star rating', the first star focused, nothing sent", () => {
    const { form, posts } = setUp();
    submit(form);
    expect(message()).toBe('Please select a star rating');
    expect(document.activeElement).toBe($('#r1'));
    expect(posts).toEqual([]);
  });

  it('sends the token, the rating and the text once while in flight, then thanks', async () => {
    const { form, posts } = setUp();
    $<HTMLInputElement>('#r4').checked = true;
    submit(form);
    submit(form);
    expect(posts.map((p) => [p.path, p.json])).toEqual([
      [REVIEWS_PATH, { token: 'order-1', rating: 4, title: 'Lovely', body: 'Good cup.' }],
    ]);
    expect(form.getAttribute('aria-busy')).toBe('true');
    posts[0].resolve({ success: true });
    await flush();
    expect(message()).toBe('Thank you for your review.');
  });

  it.each([
    [{ status: 409 }, 'You have already reviewed this purchase'],
    [{ status: 410 }, 'Your review request has expired'],
    [{ status: 500 }, 'Something went wrong. Try submitting your review again.'],
    [{ kind: 'network' }, 'Something went wrong. Try submitting your review again.'],
  ])('a failure %j shows the §8 message and keeps the review', async (error, text) => {
    const { form, posts } = setUp();
    $<HTMLInputElement>('#r2').checked = true;
    submit(form);
    posts[0].reject(error);
    await flush();
    expect(message()).toBe(text);
    expect($<HTMLInputElement>('#r2').checked).toBe(true);
    expect($<HTMLTextAreaElement>('textarea').value).toBe('Good cup.');
    expect(form.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('the lock screen (page type 103)', () => {
  it('an empty password is refused; a wrong one shows the reason and the password stays typed', async () => {
    document.body.innerHTML =
      '<form class="lock-screen-form"><label for="pw">Password</label><input id="pw" type="password" name="password"><button type="submit">Enter</button></form>';
    const sent: unknown[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = ((url: string, init: RequestInit) => {
      sent.push([new URL(url).pathname, JSON.parse(init.body as string)]);
      return Promise.resolve({ status: 401, text: () => Promise.resolve('{"error":"Incorrect password."}') });
    }) as unknown as typeof fetch;
    try {
      const page = { collectionId: 'c1' } as unknown as PageContext;
      const stop = startLockScreen({ page, report: () => undefined } as unknown as FeatureContext, window);
      const form = $<HTMLFormElement>('form');
      submit(form);
      expect($('.lock-screen-message').textContent).toBe('Please enter the password.');
      await flush();
      $<HTMLInputElement>('#pw').value = 'guess';
      submit(form);
      for (let i = 0; i < 10 && sent.length === 0; i++) await flush();
      for (let i = 0; i < 10 && $('.lock-screen-message').textContent !== 'Incorrect password.'; i++) await flush();
      expect(sent).toEqual([['/api/auth/lock-screen', { password: 'guess', collectionId: 'c1' }]]);
      expect($('.lock-screen-message').textContent).toBe('Incorrect password.');
      expect($<HTMLInputElement>('#pw').value).toBe('guess');
      (stop as () => void)();
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('site-user forms (spec §7)', () => {
  function setUp(kind: 'sign-in' | 'create-account') {
    document.body.innerHTML = `<form data-site-user="${kind}" data-return-url="/members">
      <input name="email" value="ada@example.com"><input name="password" type="password" value="pw">
      <input name="rememberMe" type="checkbox" checked><button type="submit">Go</button></form>`;
    const logins: unknown[] = [];
    const stored: (string | undefined)[] = [];
    const gone: (string | null)[] = [];
    const { posts, layer } = fakeLayer();
    let settleLogin: (value: unknown) => void = () => undefined;
    let failLogin: (error: unknown) => void = () => undefined;
    const io = {
      layer: {
        ...layer,
        session: {
          login: (details: unknown) => (
            logins.push(details),
            new Promise((resolve, reject) => ((settleLogin = resolve), (failLogin = reject)))
          ),
          logout: () => Promise.resolve(null),
        },
      } as never,
      tokens: { get: () => undefined, set: (token: string | undefined) => void stored.push(token) },
      go: (path: string | null) => void gone.push(path),
    };
    const form = $<HTMLFormElement>('form');
    createSiteUserForm(form, io);
    return {
      form,
      io,
      posts,
      logins,
      stored,
      gone,
      settle: (v: unknown) => settleLogin(v),
      fail: (e: unknown) => failLogin(e),
    };
  }

  it('sign-in sends email, password and rememberMe, then goes to the return path', async () => {
    const { form, logins, gone, settle } = setUp('sign-in');
    submit(form);
    submit(form);
    expect(logins).toEqual([{ email: 'ada@example.com', password: 'pw', rememberMe: true }]);
    settle({ xsrfToken: 't' });
    await flush();
    expect(gone).toEqual(['/members']);
  });

  it("a refused sign-in shows the server's words; the entries stay", async () => {
    const { form, fail } = setUp('sign-in');
    submit(form);
    fail({ kind: 'server', message: 'Invalid email or password' });
    await flush();
    expect($('.site-user-message').textContent).toBe('Invalid email or password');
    expect($<HTMLInputElement>('input[name="password"]').value).toBe('pw');
  });

  it('an invalid email is refused before sending', () => {
    const { form, logins } = setUp('sign-in');
    $<HTMLInputElement>('input[name="email"]').value = 'ada@';
    submit(form);
    expect($('.site-user-message').textContent).toBe('Please enter a valid email');
    expect(logins).toEqual([]);
  });

  it("creating an account keeps the token and fires the 'create customer account' pixel", async () => {
    const pixels: unknown[] = [];
    document.addEventListener(AD_PIXEL_REQUEST, (event) => pixels.push((event as CustomEvent).detail));
    const { form, posts, stored, gone } = setUp('create-account');
    submit(form);
    expect(posts.map((p) => [p.path, p.json])).toEqual([
      ['/api/site-users/account', { email: 'ada@example.com', password: 'pw' }],
    ]);
    posts[0].resolve({ id: 'cust-1', xsrfToken: 'tok' });
    await flush();
    expect(stored).toEqual(['tok']);
    expect(pixels).toEqual([{ name: 'create-customer-account', detail: { customerId: 'cust-1' } }]);
    expect(gone).toEqual(['/members']);
  });

  it('sign-out asks the session to end with cloneCart=false, then reloads', async () => {
    document.body.innerHTML = '<button data-site-user="sign-out">Sign out</button>';
    const calls: unknown[] = [];
    const gone: (string | null)[] = [];
    const io = {
      layer: { session: { logout: (options: unknown) => (calls.push(options), Promise.resolve(null)) } } as never,
      tokens: { get: () => undefined, set: () => undefined },
      go: (path: string | null) => void gone.push(path),
    };
    const unbind = bindSignOut($('button'), io, () => undefined);
    expect($('button').getAttribute('data-site-user-state')).toBe('ready');
    $('button').click();
    await flush();
    expect(calls).toEqual([{ cloneCart: false }]);
    expect(gone).toEqual([null]);
    unbind();
    expect($('button').hasAttribute('data-site-user-state')).toBe(false);
  });
});

describe('the member-area access-denied page (page type 106)', () => {
  it("shows 'This page available only site members', once, and takes it away on unmount", () => {
    document.body.innerHTML = '<main><h1>Members</h1></main>';
    const stop = showDeniedLabel(document);
    expect($('.member-access-denied-label').textContent).toBe('This page available only site members');
    expect($('main').firstElementChild).toBe($('.member-access-denied-label'));
    stop();
    expect($('.member-access-denied-label')).toBeNull();
  });
  it('fills the server label when it is empty', () => {
    document.body.innerHTML = '<p class="member-access-denied-label"></p>';
    showDeniedLabel(document);
    expect(document.querySelectorAll('.member-access-denied-label')).toHaveLength(1);
    expect($('.member-access-denied-label').textContent).toBe('This page available only site members');
  });
});
