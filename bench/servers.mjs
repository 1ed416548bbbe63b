// Starts the bench's servers in a child process (bench/servers-process.mjs
// says why) and stops them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * @param {{ site: { dist: string, fixtures: string }, peersRoot: string, env?: Record<string, string> }} options
 * @returns {Promise<{ siteUrl: string, peersUrl: string, close(): Promise<void> }>}
 */
export function startBenchServers({ env = {}, ...options }) {
  const script = fileURLToPath(new URL('./servers-process.mjs', import.meta.url));
  const child = spawn(process.execPath, [script, JSON.stringify(options)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return new Promise((resolve, reject) => {
    let text = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the bench servers exited (${code}) before listening`)));
    child.stdout.on('data', (chunk) => {
      text += chunk;
      if (!text.includes('\n')) return;
      const { siteUrl, peersUrl } = JSON.parse(text.slice(0, text.indexOf('\n')));
      resolve({
        siteUrl,
        peersUrl,
        close: async () => {
          child.stdin.end();
          await exited;
        },
      });
    });
  });
}
