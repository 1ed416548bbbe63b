// Finds the three browser engines the tests drive, and installs Debian's
// packages for any that is missing when it can (as root with apt-get):
// - Chromium (package chromium), for the detailed browser suite and the bench;
// - Firefox ESR (firefox-esr), driven by puppeteer-core over WebDriver BiDi;
// - WebKit: WebKitWebDriver and its MiniBrowser (webkit2gtk-driver), run under
//   a virtual display (xvfb-run, package xvfb).
// Prints what it found. Exits 1 with instructions when an engine cannot be had.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const first = (...paths) => paths.filter(Boolean).find((path) => existsSync(path));

/** Each engine: what must exist, and the Debian packages that bring it. */
export const ENGINES = [
  {
    name: 'Chromium',
    find: () =>
      first(process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'),
    packages: ['chromium'],
    override: 'CHROMIUM_PATH',
  },
  {
    name: 'Firefox',
    find: () => first(process.env.FIREFOX_PATH, '/usr/bin/firefox-esr'),
    packages: ['firefox-esr'],
    override: 'FIREFOX_PATH',
  },
  {
    name: 'WebKit',
    find: () => {
      const driver = first(process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver');
      const browser = first(process.env.MINIBROWSER_PATH, '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser');
      return driver && browser && existsSync('/usr/bin/xvfb-run') ? driver : undefined;
    },
    packages: ['webkit2gtk-driver', 'xvfb'],
    override: 'WEBKIT_DRIVER_PATH and MINIBROWSER_PATH (with xvfb-run on the PATH)',
  },
];

/** apt-get install of `packages`, as root on Debian; false when that is not possible or fails. */
function install(packages) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`Installing Debian's ${packages.join(', ')}…`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, {
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = ENGINES.filter((engine) => !engine.find());
  if (missing.length) install(missing.flatMap((engine) => engine.packages));
  const still = ENGINES.filter((engine) => !engine.find());
  for (const engine of ENGINES.filter((engine) => !still.includes(engine)))
    console.log(`${engine.name}: ${engine.find()}`);
  if (still.length) {
    for (const engine of still)
      console.error(
        `The browser tests need ${engine.name} and it was not found. Install Debian's ${engine.packages.join(' and ')} ` +
          `(as root: apt-get update && apt-get install -y ${engine.packages.join(' ')}), or set ${engine.override}.`,
      );
    process.exit(1);
  }
}
