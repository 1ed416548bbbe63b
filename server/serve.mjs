/**
 * `npm start`: serves the examples and the reference API on the site origin,
 * and dist/ on a separate CDN origin. PORT picks the site port; the CDN
 * takes the next one. REFERENCE_SAMPLE_RATE (0 to 1, default 0.1) is the
 * share of page views whose performance is measured (./sampling.mjs).
 */
import { startServers } from './index.mjs';
import { DEFAULT_SAMPLE_RATE, parseSampleRate } from './sampling.mjs';

try {
  const rate = process.env.REFERENCE_SAMPLE_RATE;
  const sampleRate = rate === undefined ? DEFAULT_SAMPLE_RATE : parseSampleRate(rate, 'REFERENCE_SAMPLE_RATE');
  const { siteUrl, cdnUrl, close } = await startServers({ sitePort: Number(process.env.PORT) || 8080, sampleRate });
  console.log(`Site: ${siteUrl}/  (example pages, reference API under /api/, controls under /__reference/)`);
  console.log(`CDN:  ${cdnUrl}/  (dist/, the built runtime, on another origin as in production)`);
  console.log(
    `Performance records for ${+(sampleRate * 100).toFixed(2)} % of page views (REFERENCE_SAMPLE_RATE, POST /__reference/sampling)`,
  );
  console.log('Press Ctrl+C to stop.');
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => close().then(() => process.exit(0)));
  }
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  const hint = code === 'EADDRINUSE' ? ' (set PORT to use another port; the CDN uses PORT + 1)' : '';
  console.error(`Could not start the example server: ${/** @type {Error} */ (error).message}${hint}`);
  process.exitCode = 1;
}
