/**
 * `npm start`: serves the examples and the reference API on the site origin,
 * and dist/ on a separate CDN origin. PORT picks the site port; the CDN
 * takes the next one.
 */
import { startServers } from './index.mjs';

try {
  const { siteUrl, cdnUrl, close } = await startServers({ sitePort: Number(process.env.PORT) || 8080 });
  console.log(`Site: ${siteUrl}/  (example pages, reference API under /api/, controls under /__reference/)`);
  console.log(`CDN:  ${cdnUrl}/  (dist/, the built runtime, on another origin as in production)`);
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
