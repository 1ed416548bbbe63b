/**
 * Trusted Types (issue 11 §6), in Chromium against the minified dist/: under
 * `require-trusted-types-for 'script'; trusted-types site-runtime` the
 * cookie banner's text and the form's success HTML go through the runtime's
 * one policy, nothing raises a violation, and a submission the server
 * accepted is shown as accepted.
 */
import { blocksSettled, startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(async () => {
  for (const path of ['log', 'submissions']) await fetch(`${site.siteUrl}/__reference/${path}`, { method: 'DELETE' });
});

describe("Trusted Types: one named policy, 'site-runtime'", () => {
  it('the banner shows its text with the link, the form its success HTML and script, and nothing is a violation', async () => {
    const { page, context, violations, logs } = await visit(site, '/fixtures/trusted-types.html');
    await blocksSettled(page);
    await page.waitForSelector('.site-runtime-cookie-banner a[href="/privacy"]');
    expect(await page.textContent('.site-runtime-cookie-banner a[href="/privacy"]')).toBe('privacy policy');
    await page.fill('.first-name input', 'Ada');
    await page.fill('.last-name input', 'Lovelace');
    await page.fill('#email-yui_2 input', 'ada@example.com');
    await page.click('#form input[type=submit]');
    await page.waitForSelector('body[data-post-submit-ran="1"]', { state: 'attached' });
    expect(await page.innerHTML('#form .form-submission-text')).toBe('<p>Thank you, we got it.</p>');
    expect(await page.$('#form .form-submission-error')).toBeNull();
    const completed: unknown[] = await (await fetch(`${site.siteUrl}/__reference/submissions`)).json();
    expect(completed).toHaveLength(1);
    expect(await violations()).toEqual([]);
    expect(logs.filter((line) => /trusted/i.test(line))).toEqual([]);
    await context.close();
  });
});
