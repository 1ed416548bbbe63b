/**
 * The cross-engine suite (issue 26): every example page, and the things a
 * visitor does most, in one engine. The same suite runs in Chromium, Firefox
 * and WebKit (chromium.test.ts, firefox.test.ts, webkit.test.ts); the
 * detailed Chromium suites stay in test/browser/.
 *
 * Waits are on states the page shows (block states, attributes, focus),
 * never on time; a wait that fails says what it awaited.
 */
import { EXPECTED_CONSOLE_ERRORS, LINKED_FAILURES, NEVER_LOADED, PAGES } from '../browser/example-pages';
import { waitFor } from './engine';
import type { EngineName } from './engine';
import { defineInteractions } from './interactions';
import {
  errorReports,
  openSettled,
  probed,
  resetServer,
  startRun,
  stopRun,
  unexpectedConsoleErrors,
  unreadyRoots,
  type EngineRun,
} from './run';

/** Roots a page fails on purpose (a demo of a failure), by page: everything else must be `ready`. */
export const EXPECTED_FAILED: Record<string, string[]> = {};

/**
 * The example pages an engine opens: all of them, but in WebKit none whose
 * `load` never comes (map-timeout.html, whose provider never answers):
 * classic WebDriver's `get()` waits for `load` (WebKitWebDriver's "eager"
 * hangs on other pages instead), times out, and the driver answers nothing
 * more. Chromium and Firefox open it; test/browser/media.test.ts checks its
 * time-out on a fake clock.
 */
const pagesFor = (name: EngineName) =>
  name === 'webkit' ? PAGES.filter((file) => !NEVER_LOADED.has(`/${file}`)) : PAGES;

/** Defines the suite for one engine. */
export function defineEngineSuite(name: EngineName): void {
  let run: EngineRun | undefined;
  beforeAll(async () => {
    run = await startRun(name);
  });
  afterAll(() => stopRun(run));
  beforeEach(() => resetServer(run!.server));
  const current = () => run!;

  describe(`every example page in ${name}`, () => {
    it.each(pagesFor(name))(
      '%s: every root ready, no uncaught error, no unexpected console error, no error report',
      async (file) => {
        const page = await openSettled(current(), `/${file}`);
        try {
          expect(await unreadyRoots(page)).toEqual(EXPECTED_FAILED[file] ?? []);
          const probe = await probed(page);
          expect(probe.errors).toEqual([]);
          expect(unexpectedConsoleErrors(file, probe)).toEqual([]);
          expect(probe.violations).toEqual([]);
          if (!EXPECTED_CONSOLE_ERRORS[file]) expect(await errorReports(current().server, `/${file}`)).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });

  describe(`pages that fail on purpose, in ${name}`, () => {
    it.each(Object.entries(LINKED_FAILURES))(
      '%s: its expected console errors and nothing else',
      async (file, errors) => {
        const page = await openSettled(current(), `/${file}`);
        try {
          for (const pattern of errors)
            await waitFor(
              page,
              `window.__probe.consoleErrors.some((line) => new RegExp(${JSON.stringify(pattern.source)}).test(line))`,
              `the console error ${pattern}`,
            );
          const probe = await probed(page);
          expect(probe.errors).toEqual([]);
          expect(probe.consoleErrors.filter((line) => !errors.some((pattern) => pattern.test(line)))).toEqual([]);
        } finally {
          await page.close();
        }
      },
    );
  });

  defineInteractions(name, current);
}
