/**
 * Which page views the reference API measures in a browser test: the test
 * server starts with none (test/browser/serve-child.mjs, `--sample-rate`), so
 * no test meets a performance chunk by chance; a test of performance records
 * sets the rate through the server's control (server/sampling.mjs).
 */
import type { Site } from './harness';

/** Sets the share of page views (0 to 1) whose settings call answers a pageLoadId. */
export async function setSampling(site: Site, rate: number): Promise<void> {
  const answer = await fetch(`${site.siteUrl}/__reference/sampling`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rate }),
  });
  if (!answer.ok) throw new Error(`POST /__reference/sampling answered ${answer.status}: ${await answer.text()}`);
}
