/**
 * WebKit: Debian's WebKitWebDriver driving MiniBrowser (WebKitGTK), under a
 * virtual display (xvfb-run), over classic WebDriver with selenium-webdriver.
 * One session at a time (the driver serves one); each page reuses it with
 * its cookies and storage cleared. Classic WebDriver has no page-error or
 * console events: the suite reads the probe the test server injects.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
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

/** With WEBKIT_TRACE=file, each driver call is appended to that file (a hang names its call). */
const trace = (line: string) => {
  if (process.env.WEBKIT_TRACE) appendFileSync(process.env.WEBKIT_TRACE, `${new Date().toISOString()} ${line}\n`);
};

/**
 * A command that has not answered in this long never will: WebKitWebDriver
 * has been seen to stop answering (under a load of 9 on two cores). The
 * command fails, naming itself, and the session is replaced for the next page.
 */
const COMMAND_DEADLINE_MS = 30000;

/** One WebDriver session: the driver under its own virtual display, and MiniBrowser. */
interface Session {
  driver: WebDriver;
  /** Set once a command missed its deadline: the next page starts a new session. */
  stuck: boolean;
  quit(): Promise<void>;
}

async function startSession(): Promise<Session> {
  const port = await freePort();
  // xvfb-run gives MiniBrowser (started by the driver) a display of its own.
  const child = spawn('xvfb-run', ['-a', WEBKIT_DRIVER, `--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
  });
  // The whole group: xvfb-run, its X server, the driver and its browser.
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await whenListening(url, child);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        // "normal": get() returns once the page has loaded. ("eager" would match the other drivers, but
        // WebKitWebDriver then stops answering the next command on some pages: booking-owner.html.)
        pageLoadStrategy: 'normal',
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      })
      .build();
    await driver.manage().setTimeouts({ script: 20000, pageLoad: 20000 });
    const session: Session = {
      driver,
      stuck: false,
      async quit() {
        if (!session.stuck) await Promise.race([driver.quit(), new Promise((resolve) => setTimeout(resolve, 5000))]);
        kill();
      },
    };
    return session;
  } catch (error) {
    kill();
    throw error;
  }
}

/** Runs `command` on `session`, failing it (and marking the session stuck) after the deadline. */
async function run<T>(session: Session, what: string, command: (driver: WebDriver) => Promise<T>): Promise<T> {
  trace(what);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      session.stuck = true;
      reject(new Error(`WebKitWebDriver did not answer "${what}" in ${COMMAND_DEADLINE_MS} ms`));
    }, COMMAND_DEADLINE_MS);
  });
  try {
    return await Promise.race([command(session.driver), deadline]);
  } catch (error) {
    // After one of its own time-outs (a page whose load never came) the driver answers nothing more in time.
    if ((error as Error).name === 'TimeoutError') session.stuck = true;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function pageOf(session: Session): EnginePage {
  let origin: string | undefined;
  return {
    async goto(url) {
      origin = new URL(url).origin;
      await run(session, `get ${url}`, (driver) => driver.get(url));
    },
    async evaluate<T>(expression: string): Promise<T> {
      const what = `evaluate ${expression.slice(0, 80).replace(/\s+/g, ' ')}`;
      const answer = await run(session, what, (driver) =>
        driver.executeAsyncScript<{ value?: T; error?: string }>(asyncScript(expression)),
      );
      if (answer.error) throw new Error(`in the page: ${answer.error}`);
      return answer.value as T;
    },
    async click(selector) {
      await run(session, `click ${selector}`, (driver) => driver.findElement(By.css(selector)).click());
    },
    async press(key) {
      await run(session, `press ${key}`, (driver) => driver.actions({ async: true }).sendKeys(KEYS[key]).perform());
    },
    async type(selector, text) {
      await run(session, `type into ${selector}`, (driver) => driver.findElement(By.css(selector)).sendKeys(text));
    },
    async close() {
      if (session.stuck) return;
      // The next page starts clean: this origin's cookies and storage go.
      await run(session, 'close', async (driver) => {
        if (origin) {
          await driver.manage().deleteAllCookies();
          await driver.executeScript('try { localStorage.clear(); sessionStorage.clear(); } catch (e) {}');
        }
        await driver.get('about:blank');
      });
    },
  };
}

export async function launch(): Promise<Engine> {
  let session = await startSession();
  return {
    name: 'webkit',
    async newPage() {
      if (session.stuck) {
        await session.quit();
        session = await startSession();
      }
      return pageOf(session);
    },
    close: () => session.quit(),
  };
}
