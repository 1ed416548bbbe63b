/**
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi.
 * Each page is a BiDi user context of its own: no cookie or storage is
 * shared between pages.
 */
import puppeteer from 'puppeteer-core';
import type { Engine, EnginePage } from '../engine';

/** Where Debian installs it; FIREFOX_PATH overrides. */
export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export async function launch(): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
  return {
    name: 'firefox',
    async newPage(): Promise<EnginePage> {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return {
        goto: async (url) => void (await page.goto(url, { waitUntil: 'domcontentloaded' })),
        evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
        click: (selector) => page.click(selector),
        press: (key) => page.keyboard.press(key),
        type: (selector, text) => page.type(selector, text),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
