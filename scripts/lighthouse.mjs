// npm run lighthouse [-- --runs=N] [--pages=a,b] [--no-build]
//
// Lighthouse (the `lighthouse` npm package, Debian's Chromium, default
// settings: a mobile device with simulated throttling) over every example
// page, served by the example site with dist/ on its CDN origin. Prints, per
// page, the median of N runs (3 by default: Lighthouse is noisy on a busy
// machine) of the performance, accessibility and best-practices scores and
// LCP, TBT and CLS, the audits of the runtime's own that still cost points
// (JavaScript bytes, request chains, main-thread work) and the long tasks of
// dist/ files in the run with the median TBT; writes
// bench/lighthouse.md. Targets (issue "Fast start"): accessibility and best
// practices 100 on every page; performance ≥ 90 (100 where the page is text).
// Not part of npm test; with --check, exits 1 when a target fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServers } from '../server/index.mjs';
import stats from '../bench/stats.cjs';

process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) =>
  /^--[\w-]+=(.+)$/.exec(args.find((a) => a.startsWith(`--${name}=`)) ?? '')?.[1] ?? fallback;
const RUNS = Number(option('runs', '3'));
const CHECK = args.includes('--check');
const CHROME = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find(
  (p) => p && existsSync(p),
);
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The audits that measure the runtime's own cost. */
const RUNTIME_AUDITS = [
  'unused-javascript',
  'network-dependency-tree-insight',
  'critical-request-chains',
  'bootup-time',
  'mainthread-work-breakdown',
  'total-byte-weight',
  'render-blocking-insight',
  'render-blocking-resources',
  'lcp-discovery-insight',
  'long-tasks',
];
/** Pages that are text, where performance must be 100. */
const TEXT_PAGES = new Set([
  'index.html',
  'api-log.html',
  'errors.html',
  'cookies-storage.html',
  'data-layer.html',
  'money-validators.html',
  'dialogs.html',
  'lifecycle.html',
  'telemetry.html',
  'owner.html',
  'visitor-escape.html',
]);

const pages = option('pages', '')
  ? option('pages', '').split(',')
  : readdirSync('examples')
      .filter((name) => name.endsWith('.html'))
      .sort();

if (!CHROME) throw new Error('Chromium not found: run `npm run ensure-browser` (or set CHROME_PATH).');
if (!args.includes('--no-build')) spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });

const site = await startServers({ sitePort: 0, cdnPort: 0, quiet: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const rows = [];
const costly = new Map();
/** Per page, the long tasks of dist/ files in the run with the median TBT. */
const distTasks = [];
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${site.siteUrl}/${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        // The runtime's own long tasks (dist/ on the CDN origin), as Lighthouse lists them.
        distTasks: (audits['long-tasks']?.details?.items ?? [])
          .filter((task) => String(task.url).startsWith(`${site.cdnUrl}/`))
          .map((task) => `${String(task.url).slice(site.cdnUrl.length + 1)} ${Math.round(task.duration)} ms`),
      });
      for (const id of RUNTIME_AUDITS) {
        const audit = audits[id];
        if (audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative') {
          costly.set(page, new Set([...(costly.get(page) ?? []), audit.title]));
        }
      }
      for (const category of ['accessibility', 'best-practices']) {
        for (const ref of result.lhr.categories[category].auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            costly.set(page, new Set([...(costly.get(page) ?? []), `${category}: ${audit.title}`]));
          }
        }
      }
      process.stdout.write('.');
    }
    const mid = (key) => stats.median(runs.map((run) => run[key]));
    // The run whose TBT is the median's (the lower middle one for an even count).
    const middle = [...runs].sort((a, b) => a.tbt - b.tbt)[Math.floor((runs.length - 1) / 2)];
    distTasks.push(`- \`${page}\`: TBT ${Math.round(middle.tbt)} ms; ${middle.distTasks.join(', ') || 'none'}`);
    rows.push({
      page,
      performance: mid('performance'),
      accessibility: mid('accessibility'),
      bestPractices: mid('bestPractices'),
      lcp: mid('lcp'),
      tbt: mid('tbt'),
      cls: mid('cls'),
    });
  }
} finally {
  await chrome.kill();
  await site.close();
}
process.stdout.write('\n');

const pass = (row) =>
  row.accessibility === 100 && row.bestPractices === 100 && row.performance >= (TEXT_PAGES.has(row.page) ? 100 : 90);
const header = ['page', 'performance', 'accessibility', 'best practices', 'LCP (ms)', 'TBT (ms)', 'CLS', 'target'];
const table = rows.map((row) => [
  row.page,
  String(Math.round(row.performance)),
  String(Math.round(row.accessibility)),
  String(Math.round(row.bestPractices)),
  String(Math.round(row.lcp)),
  String(Math.round(row.tbt)),
  row.cls.toFixed(3),
  pass(row) ? 'PASS' : 'FAIL',
]);
console.log(stats.textTable(header, table));
const notes = [...costly].map(([page, titles]) => `- \`${page}\`: ${[...titles].join('; ')}`);
if (notes.length) console.log(`\nAudits that still cost points:\n${notes.join('\n')}`);
writeFileSync(
  'bench/lighthouse.md',
  [
    '# Lighthouse over the example pages',
    '',
    `Median of ${RUNS} runs per page, ${new Date().toISOString().slice(0, 10)}, Lighthouse default settings (mobile, simulated throttling). Generated by \`npm run lighthouse\`.`,
    '',
    stats.markdownTable(header, table),
    '',
    '## Audits that still cost points',
    '',
    ...(notes.length ? notes : ['- none']),
    '',
    '## Long tasks of the runtime (dist/ files), in the run with the median TBT',
    '',
    ...distTasks,
    '',
  ].join('\n'),
);
if (CHECK && !rows.every(pass)) process.exitCode = 1;
