/**
 * WebKit: Debian's WebKitWebDriver driving MiniBrowser (WebKitGTK), under a
 * virtual display (xvfb-run), over classic WebDriver with selenium-webdriver.
 * One session at a time (the driver serves one); each page reuses it with
 * its cookies and storage cleared. Classic WebDriver has no page-error or
 * console events: the suite reads the probe the test server injects.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, Key as Keys, type WebDriver } from 'selenium-webdriver';
import type { Engine, EnginePage, Key } from '../engine';

export const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const KEYS: Record<Key, string> = {
  Escape: Keys.ESCAPE,
  ArrowLeft: Keys.ARROW_LEFT,
  ArrowRight: Keys.ARROW_RIGHT,
  ArrowUp: Keys.ARROW_UP,
  ArrowDown: Keys.ARROW_DOWN,
  Enter: Keys.ENTER,
  Space: ' ',
  Tab: Keys.TAB,
  Home: Keys.HOME,
  End: Keys.END,
};

/** A free loopback port for the driver. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the driver answers /status. */
async function whenListening(url: string, driver: ChildProcess): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ok = await fetch(`${url}/status`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('WebKitWebDriver did not start listening');
}

/** The page's expression as a WebDriver async script: its value, or its error, as JSON. */
const asyncScript = (expression: string) => `
  const done = arguments[arguments.length - 1];
  Promise.resolve().then(() => (${expression})).then(
    (value) => done({ value: value === undefined ? null : value }),
    (error) => done({ error: String((error && error.stack) || error) }),
  );`;

function pageOf(driver: WebDriver, origin: () => string | undefined): EnginePage {
  return {
    async goto(url) {
      // pageLoadStrategy "normal": get() returns once the page has loaded.
      await driver.get(url);
    },
    async evaluate<T>(expression: string): Promise<T> {
      const answer = await driver.executeAsyncScript<{ value?: T; error?: string }>(asyncScript(expression));
      if (answer.error) throw new Error(`in the page: ${answer.error}`);
      return answer.value as T;
    },
    async click(selector) {
      await driver.findElement(By.css(selector)).click();
    },
    async press(key) {
      await driver.actions({ async: true }).sendKeys(KEYS[key]).perform();
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text);
    },
    async close() {
      // The next page starts clean: this origin's cookies and storage go.
      if (origin()) {
        await driver.manage().deleteAllCookies();
        await driver.executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}');
      }
      await driver.get('about:blank');
    },
  };
}

export async function launch(): Promise<Engine> {
  const port = await freePort();
  // xvfb-run gives MiniBrowser (started by the driver) a display of its own.
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  await whenListening(url, child);
  const driver = await new Builder()
    .usingServer(url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      pageLoadStrategy: 'normal',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    })
    .build();
  await driver.manage().setTimeouts({ script: 60000, pageLoad: 60000 });
  let current: string | undefined;
  return {
    name: 'webkit',
    async newPage() {
      const page = pageOf(driver, () => current);
      return {
        ...page,
        async goto(target) {
          current = new URL(target).origin;
          await page.goto(target);
        },
      };
    },
    async close() {
      await driver.quit().catch(() => undefined);
      // The whole group: xvfb-run, its X server and the driver.
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}
