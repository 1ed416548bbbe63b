// The bench's servers in a process of their own: our example site with its
// CDN, and the peers' static origin. In the bench's own process they shared
// one event loop with the Playwright client, so each answer waited behind the
// DevTools traffic of the visit being measured (5 to 45 ms a request on this
// machine, traced), which a real server never does. Both sides are served
// from here alike; the side with more requests (ours: the loader, then its
// chunks) paid that wait more often.
//
// Run by bench/servers.mjs: reads its options as JSON from argv[2], prints
// one line of JSON with the servers' URLs once they listen, and closes them
// when its stdin ends.
import { startPeersServer } from './peers-server.mjs';

const options = JSON.parse(process.argv[2] ?? '{}');
const { startServers } = await import('../server/index.mjs');
const site = await startServers({ ...options.site, sitePort: 0, cdnPort: 0, quiet: true });
const peers = await startPeersServer({
  root: options.peersRoot,
  imagesOrigin: site.siteUrl.replace('localhost', '127.0.0.1'),
});
process.stdout.write(`${JSON.stringify({ siteUrl: site.siteUrl, peersUrl: peers.url })}\n`);
process.stdin.resume();
process.stdin.on('end', async () => {
  await Promise.all([site.close(), peers.close()]);
  process.exit(0);
});
