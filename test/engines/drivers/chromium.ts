/** Chromium through playwright-core, launched as the detailed suite launches it (test/browser/harness.ts). */
import { launchChromium } from '../../browser/harness';
import type { Engine, EnginePage } from '../engine';

export async function launch(): Promise<Engine> {
  const browser = await launchChromium();
  return {
    name: 'chromium',
    async newPage(): Promise<EnginePage> {
      const context = await browser.newContext();
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        evaluate: <T>(expression: string) => page.evaluate<T>(expression),
        click: (selector) => page.click(selector),
        press: (key) => page.keyboard.press(key),
        type: (selector, text) => page.locator(selector).pressSequentially(text),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
