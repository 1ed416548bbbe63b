// Started by the browser tests in a child process (jest compiles tests to
// CommonJS; the server is ES modules): serves the site, the fixtures and the
// given dist/ on ephemeral loopback ports, prints the URLs as one JSON line,
// and stops when its parent closes stdin. `--probe` makes every page load the
// cross-engine suite's error probe first (test/engines/probe.js).
// `--sample-rate=r` is the share of page views whose performance is measured:
// 0 unless given, so no test meets a performance chunk by chance; a test that
// needs a measured page view says so (test/browser/sampling.ts).
import { startServers } from '../../server/index.mjs';
import { parseSampleRate } from '../../server/sampling.mjs';

const args = process.argv.slice(2);
const rate = args.find((arg) => arg.startsWith('--sample-rate='))?.slice('--sample-rate='.length) ?? '0';
const servers = await startServers({
  sitePort: 0,
  cdnPort: 0,
  dist: args.find((arg) => !arg.startsWith('--')) || 'dist',
  fixtures: 'test/browser/fixtures',
  probe: args.includes('--probe') ? 'test/engines/probe.js' : null,
  sampleRate: parseSampleRate(rate, '--sample-rate'),
  quiet: true,
});
process.stdout.write(`${JSON.stringify({ siteUrl: servers.siteUrl, cdnUrl: servers.cdnUrl })}\n`);
process.stdin.resume();
process.stdin.on('end', () => servers.close().then(() => process.exit(0)));
