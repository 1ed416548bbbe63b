// Started by the browser tests in a child process (jest compiles tests to
// CommonJS; the server is ES modules): serves the site, the fixtures and the
// given dist/ on ephemeral loopback ports, prints the URLs as one JSON line,
// and stops when its parent closes stdin. `--probe` makes every page load the
// cross-engine suite's error probe first (test/engines/probe.js).
import { startServers } from '../../server/index.mjs';

const args = process.argv.slice(2);
const servers = await startServers({
  sitePort: 0,
  cdnPort: 0,
  dist: args.find((arg) => !arg.startsWith('--')) || 'dist',
  fixtures: 'test/browser/fixtures',
  probe: args.includes('--probe') ? 'test/engines/probe.js' : null,
  quiet: true,
});
process.stdout.write(`${JSON.stringify({ siteUrl: servers.siteUrl, cdnUrl: servers.cdnUrl })}\n`);
process.stdin.resume();
process.stdin.on('end', () => servers.close().then(() => process.exit(0)));
