// npm run bench [-- --check] [--no-build] [--runs=N] [--dist=DIR]
//
// Three comparisons in real Chromium on loopback only (bench/README.md):
//  1. our 50-slide slideshow with its lightbox against the same 50 slides in
//     Swiper + PhotoSwipe: bytes, first image request, time to "gallery
//     ready", long tasks, image bytes, time to the lightbox's image;
//  2. a typical page (slideshow, lightbox opened, cookie banner, error
//     reporting, web vitals) against the stack a theme author would assemble
//     (Swiper + PhotoSwipe + vanilla-cookieconsent + @sentry/browser + web-vitals);
//  3. our page with no blocks: every byte of JS within 10 s of load.
// Then the targets of issue "Fast start". Prints the tables, writes
// bench/results.md; with --check, exits 1 when a target fails.
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
import { runEmptyPage, runPage } from '../bench/run-page.mjs';
import stats from '../bench/stats.cjs';

// Paths below are relative to the repository root, wherever the command was started.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const CHECK = args.includes('--check');
/** --only=gallery,typical,empty: run some comparisons (the others' targets then fail for want of runs). */
const ONLY = new Set(
  (/^--only=(.+)$/.exec(args.find((a) => a.startsWith('--only=')) ?? '')?.[1] ?? 'gallery,typical,empty').split(','),
);
const RUNS = Number(/^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 5);
const OUT = resolve('bench/out');
/** The build measured: dist/ as built, or --dist=DIR (e.g. a copy taken under a lock while others rebuild dist/). */
const DIST = resolve(/^--dist=(.+)$/.exec(args.find((a) => a.startsWith('--dist=')) ?? '')?.[1] ?? 'dist');
const SIDES = { ours: 'ours', peers: 'Swiper + PhotoSwipe' };
const TYPICAL_PEERS = 'Swiper + PhotoSwipe + vanilla-cookieconsent + @sentry/browser + web-vitals';
const TYPICAL_SIDES = { ours: 'ours', peers: TYPICAL_PEERS };
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

/** The pages: ours served by the example site, the peers' by their own origin; the same slides. */
function writePages() {
  mkdirSync(`${OUT}/site`, { recursive: true });
  const gallery = markup.galleryBlock({
    id: 'bench-gallery',
    blockDesign: 'slideshow',
    json: OURS_JSON,
    slides: SLIDES,
    controls: true,
    // As the peers' markup does: the server writes the first slide's srcset (README "First images").
    firstSizes: '960px',
  });
  const fill = (file, key, value) => readFileSync(`bench/pages/${file}`, 'utf8').replace(key, () => value);
  const slides = markup.indent(markup.peerSlides(SLIDES, '960px'), '        ');
  writeFileSync(`${OUT}/site/ours.html`, fill('ours.html', '{{GALLERY}}', markup.indent(gallery, '    ')));
  writeFileSync(`${OUT}/site/typical.html`, fill('typical-ours.html', '{{GALLERY}}', markup.indent(gallery, '    ')));
  writeFileSync(`${OUT}/site/empty.html`, readFileSync('bench/pages/empty-ours.html', 'utf8'));
  writeFileSync(`${OUT}/peers/index.html`, fill('peers.html', '{{SLIDES}}', slides));
  writeFileSync(`${OUT}/peers/typical.html`, fill('typical-peers.html', '{{SLIDES}}', slides));
  for (const dir of ['site', 'peers']) copyFileSync('bench/pages/bench.css', `${OUT}/${dir}/bench.css`);
}

/**
 * Every run of one comparison, interleaving the two sides so a noisy moment
 * hits both, after one unrecorded visit each (the image server's cache, the
 * servers' and the browser's first-run costs).
 */
async function measure(browser, urls, platform, problems) {
  const results = { ours: {}, peers: {} };
  const visit = (kind, rate) =>
    runPage(browser, {
      url: urls[kind],
      kind,
      rate,
      platform: kind === 'ours' ? platform : undefined,
      firstImage: SLIDES[0].src,
    }).catch((error) => ({ problems: [String(error).split('\n')[0]] }));
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
  return results;
}

/** The no-block page at each CPU setting: bytes, which do not vary between runs. */
async function measureEmpty(browser, url, problems) {
  const runs = [];
  for (const rate of Object.values(SETTINGS)) {
    const result = await runEmptyPage(browser, { url, rate }).catch((error) => ({
      jsTotal: NaN,
      files: 0,
      scripts: [],
      problems: [String(error).split('\n')[0]],
    }));
    result.problems.forEach((p) => problems.add(`empty page: ${p}`));
    runs.push(result);
    process.stdout.write('.');
  }
  return runs;
}

/** The JS files each side fetched in its first normal run. */
function scriptList(results, sides = SIDES) {
  return Object.entries(sides).map(([kind, label]) => {
    const scripts = results[kind].normal?.[0]?.scripts ?? [];
    const lines = scripts.map(
      (s) => `- \`${new URL(s.url).pathname}\`: ${s.gzip} B gzip${s.phase === 'load' ? '' : ` (${s.phase})`}`,
    );
    return `**${label}**\n\n${lines.join('\n') || '- (none recorded)'}`;
  });
}

function report({ gallery, typical, empty, problems }, sizes, browserVersion) {
  const header = ['metric: median (min–max)', ...Object.values(SIDES)];
  const typicalHeader = ['metric: median (min–max)', 'ours', TYPICAL_PEERS];
  const galleryRows = stats.comparisonRows(gallery, Object.keys(SIDES), Object.keys(SETTINGS));
  const typicalRows = stats.comparisonRows(typical, Object.keys(SIDES), Object.keys(SETTINGS), stats.TYPICAL_METRICS);
  const emptyRows = empty.map((run, i) => [
    `JS within 10 s of load, gzip (KB), ${Object.keys(SETTINGS)[i]}`,
    `${(run.jsTotal / 1024).toFixed(1)} in ${run.files} files`,
  ]);
  const verdicts = stats.verdicts({ sizes, gallery, typical, empty });
  console.log(`\n1. Gallery\n\n${stats.textTable(header, galleryRows)}\n`);
  console.log(`2. Typical page\n\n${stats.textTable(typicalHeader, typicalRows)}\n`);
  console.log(`3. Page with no blocks\n\n${stats.textTable(['metric', 'ours'], emptyRows)}\n`);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.label}: ${v.value}`);
  if (problems.length) console.log(`\nProblems seen:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const md = [
    '# Benchmark results',
    '',
    `${RUNS} runs per side, page and CPU setting, ${new Date().toISOString().slice(0, 10)}, Chromium ${browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. Generated by \`npm run bench\`; definitions in [README.md](README.md).`,
    '',
    '## 1. Gallery: 50 slides and the lightbox, against Swiper + PhotoSwipe',
    '',
    stats.markdownTable(header, galleryRows),
    '',
    `## 2. Typical page, against ${TYPICAL_PEERS}`,
    '',
    stats.markdownTable(typicalHeader, typicalRows),
    '',
    '## 3. A page with no blocks',
    '',
    stats.markdownTable(['metric', 'ours'], emptyRows),
    '',
    '## Targets',
    '',
    ...verdicts.map((v) => `- ${v.pass ? '**PASS**' : '**FAIL**'} ${v.label}: ${v.value}`),
    `- engine + slideshow files: ${sizes.files.engine.map((f) => `\`${f}\``).join(', ') || 'none found'}`,
    `- not in that budget, also fetched by the bench page: ${sizes.optional} B (${sizes.files.optional.map((f) => `\`${f}\``).join(', ') || 'none'})`,
    `- lightbox files: ${sizes.files.lightbox.map((f) => `\`${f}\``).join(', ') || 'none found'}`,
    '',
    '## Scripts fetched (gallery, first normal run)',
    '',
    ...scriptList(gallery).flatMap((block) => [block, '']),
    '## Scripts fetched (typical page, first normal run)',
    '',
    ...scriptList(typical, TYPICAL_SIDES).flatMap((block) => [block, '']),
    '## Scripts fetched (page with no blocks, normal)',
    '',
    ...(empty[0]?.scripts ?? []).map((s) => `- \`${new URL(s.url).pathname}\`: ${s.gzip} B gzip`),
    '',
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
    const problems = new Set();
    const gallery = !ONLY.has('gallery')
      ? { ours: {}, peers: {} }
      : await measure(
          browser,
          { ours: `${site.siteUrl}/fixtures/ours.html`, peers: `${peers.url}/` },
          sizes.platform,
          problems,
        );
    const typical = !ONLY.has('typical')
      ? { ours: {}, peers: {} }
      : await measure(
          browser,
          { ours: `${site.siteUrl}/fixtures/typical.html`, peers: `${peers.url}/typical.html` },
          sizes.platform,
          problems,
        );
    const empty = !ONLY.has('empty')
      ? []
      : await measureEmpty(browser, `${site.siteUrl}/fixtures/empty.html`, problems);
    process.stdout.write('\n');
    const passed = report({ gallery, typical, empty, problems: [...problems] }, sizes, browser.version());
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
