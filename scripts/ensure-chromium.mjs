// Finds Chromium for the browser tests; installs Debian's package when it can.
// Prints the path. Exits 1 with instructions when there is no way to get it.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter(Boolean);

export const findChromium = () => CANDIDATES.find((path) => existsSync(path));

const HOW = `Install Debian's Chromium (as root: apt-get update && apt-get install -y chromium),
or point CHROMIUM_PATH at a Chromium or Chrome binary, then run npm test again.`;

function install() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root || !existsSync('/usr/bin/apt-get')) return false;
  console.log("Chromium not found: installing Debian's chromium package…");
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChromium() || (install() && findChromium());
  if (!found) {
    console.error(`Browser tests need Chromium and none was found.\n${HOW}`);
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
}
