import { startSite, visit, type Site } from './harness';

// examples/form-errors.html: its controls make the reference API fail, and the form shows §8's wording.
let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());
afterEach(() => fetch(`${site.siteUrl}/__reference/fail`, { method: 'DELETE' }));

describe('examples/form-errors.html', () => {
  it.each([
    ['SaveFormSubmission:429', 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    ['FormSubmissionKey:500', 'Could not get a form submission key, please try again later.'],
  ])(
    'forces %s; the form says so and keeps what was typed; "Answer normally" lets it through',
    async (answer, message) => {
      const { page, context, violations } = await visit(site, '/form-errors.html');
      await page.waitForSelector('#form[data-block-state="ready"]');
      await page.selectOption('#answer', answer);
      await page.click('#force');
      await page.waitForSelector('#rule:text-matches("The next submissions get")');
      await page.fill('input[name="fname"]', 'Ada');
      await page.fill('input[name="lname"]', 'Lovelace');
      await page.fill('input[type="email"]', 'ada@example.com');
      await page.fill('textarea', 'Hello there');
      await page.click('form [type=submit]');
      await page.waitForSelector('.form-submission-error');
      expect(await page.textContent('.form-submission-error')).toBe(message);
      expect(await page.inputValue('input[name="fname"]')).toBe('Ada');
      expect(await page.inputValue('textarea')).toBe('Hello there');

      await page.click('#clear');
      await page.waitForSelector('#rule:text-is("Answering normally.")');
      await page.click('form [type=submit]');
      await page.waitForSelector('.form-submission-text');
      expect(await violations()).toEqual([]);
      await context.close();
    },
  );
});
