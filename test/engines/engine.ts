/**
 * One small page API over three drivers, so the cross-engine suite reads the
 * same in Chromium (playwright-core), Firefox (puppeteer-core over WebDriver
 * BiDi) and WebKit (WebKitWebDriver's MiniBrowser over classic WebDriver,
 * selenium-webdriver). Only what a visitor does: open a page, click, press a
 * key, type; and read the page with an expression. What went wrong on the
 * page is recorded by the probe the test server loads first in every page
 * (probe.js), the same way in every engine.
 */

/** The engines the suite runs in. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the suite presses, by their KeyboardEvent.key name ('Space' for ' '). */
export type Key =
  'Escape' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Enter' | 'Space' | 'Tab' | 'Home' | 'End';

/** A page (tab) of an engine. */
export interface EnginePage {
  /**
   * Opens `url`; resolves once the document is parsed (`DOMContentLoaded`;
   * in WebKit at `load`, see drivers/webkit.ts): a page whose provider never
   * answers never loads in Chromium and Firefox (map-timeout.html), and the
   * suite waits for what it checks anyway.
   */
  goto(url: string): Promise<void>;
  /**
   * The value of `expression`, evaluated in the page (awaited when it is a
   * promise), as JSON. An expression, never a function: the drivers differ
   * in how they call one.
   */
  evaluate<T>(expression: string): Promise<T>;
  /** A real click in the middle of the element (scrolled into view first). */
  click(selector: string): Promise<void>;
  /** A key pressed and released on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Types `text` into the element, as keys. */
  type(selector: string, text: string): Promise<void>;
  /** Closes the page; its cookies and storage do not reach the next one. */
  close(): Promise<void>;
}

/** A running browser. */
export interface Engine {
  readonly name: EngineName;
  newPage(): Promise<EnginePage>;
  close(): Promise<void>;
}

/**
 * Polls `expression` in the page until it is truthy. A failure names what
 * was awaited (`what`), and the last value read: a time-out alone says nothing.
 */
export async function waitFor(page: EnginePage, expression: string, what: string, timeoutMs = 20000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    last = await page.evaluate<unknown>(expression);
    if (last) return;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
