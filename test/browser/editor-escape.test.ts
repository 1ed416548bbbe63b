/**
 * Escape in the editor's frame (spec §2: "With none open in the back-end
 * editor, Escape toggles the config panel or closes the guide"): the site
 * framed by an editor page of the same origin, which records what the frame
 * posts to it and tells the frame when its guide opens and closes.
 */
import type { Frame, Page } from 'playwright-core';
import { startSite, visit, type Site } from './harness';

let site: Site;
beforeAll(async () => {
  site = await startSite('dist');
});
afterAll(() => site?.close());

type Logged = { type?: string; open?: boolean };
const messages = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { __messages: Logged[] }).__messages);

describe("Escape in the editor's frame with nothing open", () => {
  it("toggles the config panel; while the editor's guide is open, asks the editor to close it instead", async () => {
    const { page, context } = await visit(site, '/fixtures/editor.html');
    const frame = (await (await page.waitForSelector('#site')).contentFrame())!;
    // The owner feature is running once its chunk has loaded and the runtime has started.
    await frame.waitForFunction(
      () =>
        window.SiteRuntime?.state === 'initialised' &&
        performance.getEntriesByType('resource').some((entry) => /\/owner\.js$/.test(entry.name)),
    );
    const escape = async (count: number) => {
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        (n) => (window as unknown as { __messages: unknown[] }).__messages.length === n,
        count,
      );
    };
    await frame.click('h1');
    await escape(1);
    expect(await messages(page)).toEqual([{ type: 'site-runtime:toggle-config-panel' }]);

    // The editor opens its guide and tells the frame; the frame has heard it once its own log has it.
    await page.evaluate(() =>
      document
        .querySelector('iframe')!
        .contentWindow!.postMessage({ type: 'site-runtime:guide', open: true }, location.origin),
    );
    await frame.waitForFunction(() => (window as unknown as { __messages: unknown[] }).__messages.length === 1);
    await escape(2);
    expect((await messages(page))[1]).toEqual({ type: 'site-runtime:close-guide' });

    await page.evaluate(() =>
      document
        .querySelector('iframe')!
        .contentWindow!.postMessage({ type: 'site-runtime:guide', open: false }, location.origin),
    );
    await frame.waitForFunction(() => (window as unknown as { __messages: unknown[] }).__messages.length === 2);
    await escape(3);
    expect((await messages(page))[2]).toEqual({ type: 'site-runtime:toggle-config-panel' });
    expect(await messages(frame)).toEqual([
      { type: 'site-runtime:guide', open: true },
      { type: 'site-runtime:guide', open: false },
    ]);
    await context.close();
  });
});
