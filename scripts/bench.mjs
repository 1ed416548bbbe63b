// npm run bench [-- --check] [--no-build] [--runs=N] [--dist=DIR]
//
// Our 50-slide slideshow with its lightbox against the same 50 slides in
// Swiper + PhotoSwipe, in real Chromium on loopback only: bytes, time to
// "gallery ready", long tasks, image bytes, time to the lightbox's image;
// then our byte budgets and "zero long tasks at 4× CPU". Prints the table,
// writes bench/results.md; with --check, exits 1 when a budget fails.
// What is measured and how "ready" is defined: bench/README.md.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServers } from '../server/index.mjs';
import { gallerySizes } from '../bench/budgets.mjs';
import markup from '../bench/gallery-markup.cjs';
import { startPeersServer } from '../bench/peers-server.mjs';
import { runPage } from '../bench/run-page.mjs';
import stats from '../bench/stats.cjs';

// Paths below are relative to the repository root, wherever the command was started.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const CHECK = args.includes('--check');
const RUNS = Number(/^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 5);
const OUT = resolve('bench/out');
/** The build measured: dist/ as built, or --dist=DIR (e.g. a copy taken under a lock while others rebuild dist/). */
const DIST = resolve(/^--dist=(.+)$/.exec(args.find((a) => a.startsWith('--dist=')) ?? '')?.[1] ?? 'dist');
const SIDES = { ours: 'ours', peers: 'Swiper + PhotoSwipe' };
const SETTINGS = { normal: 1, '4× CPU': 4 };
const SLIDES = markup.makeSlides(50, { prefix: 'bench' });
/** Our bench gallery: the 50-slide example's settings, autoplay as the peers'. */
const OURS_JSON = {
  design: 'slideshow',
  transition: 'fade',
  imageAspectRatio: 1.5,
  lightbox: true,
  lightboxTheme: 'dark',
  autoplay: true,
  'autoplay-duration': 8,
};

const CHROMIUM = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].find((p) => p && existsSync(p));
// As in test/browser/harness.ts: no sandbox as root, nothing that phones home.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`);
}

/** Both pages, the same slides: ours served by the example site, the peers' by their own origin. */
function writePages() {
  mkdirSync(`${OUT}/site`, { recursive: true });
  const gallery = markup.galleryBlock({
    id: 'bench-gallery',
    blockDesign: 'slideshow',
    json: OURS_JSON,
    slides: SLIDES,
    controls: true,
  });
  const fill = (file, key, value) => readFileSync(`bench/pages/${file}`, 'utf8').replace(key, () => value);
  writeFileSync(`${OUT}/site/ours.html`, fill('ours.html', '{{GALLERY}}', markup.indent(gallery, '    ')));
  writeFileSync(
    `${OUT}/peers/index.html`,
    fill('peers.html', '{{SLIDES}}', markup.indent(markup.peerSlides(SLIDES, '960px'), '        ')),
  );
  for (const dir of ['site', 'peers']) copyFileSync('bench/pages/bench.css', `${OUT}/${dir}/bench.css`);
}

/**
 * Every run, interleaving the two sides so a noisy moment hits both, after
 * one unrecorded visit each (the image server's cache, the servers' and the
 * browser's first-run costs).
 */
async function measure(browser, urls, platform) {
  const results = { ours: {}, peers: {} };
  const problems = new Set();
  const visit = (kind, rate) =>
    runPage(browser, { url: urls[kind], kind, rate, platform: kind === 'ours' ? platform : undefined }).catch(
      (error) => ({
        problems: [String(error).split('\n')[0]],
      }),
    );
  for (const kind of /** @type {const} */ (['ours', 'peers'])) await visit(kind, 1);
  for (const [setting, rate] of Object.entries(SETTINGS)) {
    for (let i = 0; i < RUNS; i += 1) {
      for (const kind of /** @type {const} */ (['ours', 'peers'])) {
        const result = await visit(kind, rate);
        (results[kind][setting] ??= []).push(result);
        result.problems.forEach((p) => problems.add(`${kind}: ${p}`));
        process.stdout.write('.');
      }
    }
  }
  process.stdout.write('\n');
  return { results, problems: [...problems] };
}

/** The JS files each side fetched in its first normal run. */
function scriptList(results) {
  return Object.entries(SIDES).map(([kind, label]) => {
    const scripts = results[kind].normal?.[0]?.scripts ?? [];
    const lines = scripts.map(
      (s) => `- \`${new URL(s.url).pathname}\`: ${s.gzip} B gzip${s.phase === 'load' ? '' : ` (${s.phase})`}`,
    );
    return `**${label}**\n\n${lines.join('\n') || '- (none recorded)'}`;
  });
}

function report({ results, problems }, sizes, browserVersion) {
  const header = ['metric: median (min–max)', ...Object.values(SIDES)];
  const rows = stats.comparisonRows(results, Object.keys(SIDES), Object.keys(SETTINGS));
  const throttled = (results.ours['4× CPU'] ?? []).map((r) => r.longTasks);
  const verdicts = stats.verdicts(sizes, throttled);
  console.log(`\n${stats.textTable(header, rows)}\n`);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.label}: ${v.value}`);
  console.log(
    `      (gallery parts outside the engine's budget that the bench page also fetches, autoplay and the lightbox bridge: ${sizes.optional} B)`,
  );
  if (problems.length) console.log(`\nProblems seen:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const md = [
    '# Gallery benchmark results',
    '',
    `${RUNS} runs per side and CPU setting, ${new Date().toISOString().slice(0, 10)}, Chromium ${browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. Generated by \`npm run bench\`; definitions in [README.md](README.md).`,
    '',
    stats.markdownTable(header, rows),
    '',
    '## Budgets',
    '',
    ...verdicts.map((v) => `- ${v.pass ? '**PASS**' : '**FAIL**'} ${v.label}: ${v.value}`),
    `- engine + slideshow files: ${sizes.files.engine.map((f) => `\`${f}\``).join(', ') || 'none found'}`,
    `- not in that budget, also fetched by the bench page: ${sizes.optional} B (${sizes.files.optional.map((f) => `\`${f}\``).join(', ') || 'none'})`,
    `- lightbox files: ${sizes.files.lightbox.map((f) => `\`${f}\``).join(', ') || 'none found'}`,
    '',
    '## Scripts fetched (first normal run)',
    '',
    ...scriptList(results).flatMap((block) => [block, '']),
    ...(problems.length ? ['## Problems seen', '', ...problems.map((p) => `- ${p}`), ''] : []),
  ];
  writeFileSync('bench/results.md', md.join('\n'));
  return verdicts.every((v) => v.pass);
}

async function main() {
  if (!CHROMIUM) throw new Error('Chromium not found: run `npm run ensure-browser` (or set CHROMIUM_PATH).');
  if (!args.includes('--no-build')) run('npm', ['run', '--silent', 'build']);
  run('npx', ['rollup', '-c', 'bench/rollup.peers.mjs', '--silent']);
  writePages();
  const site = await startServers({ sitePort: 0, cdnPort: 0, dist: DIST, fixtures: `${OUT}/site`, quiet: true });
  const peers = await startPeersServer({
    root: `${OUT}/peers`,
    imagesOrigin: site.siteUrl.replace('localhost', '127.0.0.1'),
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  try {
    const sizes = gallerySizes(DIST);
    const measured = await measure(
      browser,
      { ours: `${site.siteUrl}/fixtures/ours.html`, peers: `${peers.url}/` },
      sizes.platform,
    );
    const passed = report(measured, sizes, browser.version());
    if (CHECK && !passed) process.exitCode = 1;
  } finally {
    await browser.close();
    await peers.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
