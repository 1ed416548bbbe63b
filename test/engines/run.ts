/**
 * One engine's run of the cross-engine suite: the example server with the
 * error probe, the engine, and what the tests read of a page (its block
 * states, what the probe recorded, the error reports the server received).
 */
import { startServer, type TestServer } from '../browser/harness';
import { EXPECTED_CONSOLE_ERRORS } from '../browser/example-pages';
import { launchEngine } from './drivers';
import { waitFor, type Engine, type EngineName, type EnginePage } from './engine';

/** What the probe (probe.js) recorded on a page. */
export interface Probed {
  errors: { message: string; stack: string; source: string }[];
  consoleErrors: string[];
  violations: string[];
}

/** The reference API's log entries of error reports. */
const REPORTS = '/api/events/RecordJavascriptErrors';

/** What the tests of one engine share: the server, the engine, the page of the test. */
export interface EngineRun {
  server: TestServer;
  engine: Engine;
}

/** Starts the example server with the probe and launches `name`. */
export async function startRun(name: EngineName): Promise<EngineRun> {
  const server = await startServer('dist', ['--probe']);
  try {
    return { server, engine: await launchEngine(name) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

export async function stopRun(run: EngineRun | undefined): Promise<void> {
  if (!run) return;
  await run.engine.close().catch(() => undefined);
  await run.server.stop();
}

/** Reads what the probe recorded. */
export const probed = (page: EnginePage) => page.evaluate<Probed>('window.__probe');

/** One error report as the runtime sends it (spec §7 RecordJavascriptErrors: event, data, timestamp). */
export interface ErrorReport {
  event: string;
  data: { url?: string; message?: string; stack?: string; block?: string };
}

/**
 * The error reports the reference API received from the page at `path`. A
 * page's reports may arrive after it has gone (sent 1 s after the last error,
 * or by beacon as it is hidden), so another page's are told apart by their url.
 */
export async function errorReports(server: TestServer, path: string): Promise<ErrorReport[]> {
  const log = (await (await fetch(`${server.siteUrl}/__reference/log`)).json()) as { path: string; body?: unknown }[];
  return log
    .filter((entry) => entry.path === REPORTS && Array.isArray(entry.body))
    .flatMap((entry) => entry.body as ErrorReport[])
    .filter((report) => report.data?.url && new URL(report.data.url).pathname === path);
}

/** Forgets the reference API's log and forced failures, so each page starts clean. */
export async function resetServer(server: TestServer): Promise<void> {
  await fetch(`${server.siteUrl}/__reference/log`, { method: 'DELETE' });
  await fetch(`${server.siteUrl}/__reference/fail`, { method: 'DELETE' });
}

/** The page names no fonts, or its fonts' stylesheets have applied and the kit was checked (`data-fonts-state`). */
const FONTS_CHECKED = `(() => {
  const context = window.SiteRuntime.context;
  const named = (context.googleFonts && context.googleFonts.length) || context.website.typekitId;
  return !named || ['ready', 'failed'].includes(document.documentElement.getAttribute('data-fonts-state'));
})()`;

/** Opens `path` and waits until the runtime has started and every block root has settled. */
export async function openSettled(run: EngineRun, path: string): Promise<EnginePage> {
  const page = await run.engine.newPage();
  await page.goto(`${run.server.siteUrl}${path}`);
  await waitFor(page, "window.SiteRuntime && window.SiteRuntime.state === 'initialised'", `the runtime on ${path}`);
  // Blocks that wait for the viewport stay `loading` until they come near it: bring each one there.
  await page.evaluate(`(async () => {
    for (const root of document.querySelectorAll('[data-block-state="loading"]')) {
      root.scrollIntoView();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
    return true;
  })()`);
  await waitFor(page, `!document.querySelector('[data-block-state="loading"]')`, `every block root of ${path} settled`);
  // A page with fonts: their check is done (its outcome would be a console error).
  await waitFor(page, FONTS_CHECKED, `the fonts of ${path} checked`);
  return page;
}

/** The roots of the page that are not `ready`, as "selector: state". */
export const unreadyRoots = (page: EnginePage) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('[data-block-state]')]
    .filter((root) => root.getAttribute('data-block-state') !== 'ready')
    .map((root) => (root.id ? '#' + root.id : root.className) + ': ' + root.getAttribute('data-block-state'))`);

/** Console errors the page makes that `name`'s table does not expect. */
export function unexpectedConsoleErrors(name: string, probe: Probed): string[] {
  const expected = EXPECTED_CONSOLE_ERRORS[name] ?? [];
  return probe.consoleErrors.filter((line) => !expected.some((pattern) => pattern.test(line)));
}
