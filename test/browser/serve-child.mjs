// Started by the browser tests in a child process (jest compiles tests to
// CommonJS; the server is ES modules): serves the site, the fixtures and the
// given dist/ on ephemeral loopback ports, prints the URLs as one JSON line,
// and stops when its parent closes stdin.
import { startServers } from '../../server/index.mjs';

const servers = await startServers({
  sitePort: 0,
  cdnPort: 0,
  dist: process.argv[2] || 'dist',
  fixtures: 'test/browser/fixtures',
  quiet: true,
});
process.stdout.write(`${JSON.stringify({ siteUrl: servers.siteUrl, cdnUrl: servers.cdnUrl })}\n`);
process.stdin.resume();
process.stdin.on('end', () => servers.close().then(() => process.exit(0)));
