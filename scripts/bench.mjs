// npm run bench [-- --check] [--no-build] [--runs=N] [--dist=DIR] [--only=gallery,typical,empty]
//
// Three comparisons in real Chromium on loopback only (bench/README.md):
//  1. our 50-slide slideshow with its lightbox, as it is and with the server
//     hints the README documents, against the same 50 slides in Swiper +
//     PhotoSwipe: bytes, first image request, script start, time to
//     "gallery ready", long tasks, image bytes, time to the lightbox's image;
//  2. a typical page (slideshow, lightbox opened, cookie banner, error
//     reporting, web vitals) against the stack a theme author would assemble
//     (Swiper + PhotoSwipe + vanilla-cookieconsent + @sentry/browser + web-vitals);
//  3. our page with no blocks on a first visit, sampled and unsampled: every
//     byte of JS within 10 s of load.
// Then the targets of issue "Ahead at start". Prints the tables, writes
// bench/results.md; with --check, exits 1 when a target fails.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import markup from '../bench/gallery-markup.cjs';
import { loaderFiles, platformPaths, readManifest } from '../bench/manifest.mjs';
import { runEmptyPage, runPage } from '../bench/run-page.mjs';
import { setSampling } from '../bench/sampling.mjs';
import { startBenchServers } from '../bench/servers.mjs';
import stats from '../bench/stats.cjs';
import timing from '../bench/timing.cjs';

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
const PEERS = 'Swiper + PhotoSwipe';
const TYPICAL_PEERS = 'Swiper + PhotoSwipe + vanilla-cookieconsent + @sentry/browser + web-vitals';
/** The gallery's columns: ours as a template includes it, ours with the documented server hints, the peers. */
const GALLERY_SIDES = { ours: 'ours', hints: 'ours + server hints', peers: PEERS };
const TYPICAL_SIDES = { ours: 'ours', peers: TYPICAL_PEERS };
const SETTINGS = { normal: 1, '4× CPU': 4 };
/** The page with no blocks, on a first visit: the reference API's sampling rate of each case. */
const SAMPLING = { unsampled: 0, sampled: 1 };
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
/** The example page whose server hints the README documents; the bench's hinted page copies them. */
const HINTS_EXAMPLE = 'examples/gallery-hints.html';

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

/**
 * The pages: ours served by the example site, the peers' by their own origin;
 * the same slides. Our hinted page is ours.html with the `<head>` lines of
 * the hints example (its `{{PRELOAD …}}` placeholder and the loader, in its
 * order), the placeholder naming this gallery's block, design and flags; the
 * site server writes the hints from the manifest it serves, as it does for
 * the example.
 * @param {ReturnType<typeof readManifest>} manifest
 * @returns {string[]} problems seen while writing them
 */
function writePages(manifest) {
  const problems = [];
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
  const ours = fill('ours.html', '{{GALLERY}}', markup.indent(gallery, '    '));
  const example = readFileSync(HINTS_EXAMPLE, 'utf8');
  let words = /\{\{PRELOAD\s+([^}]*)\}\}/.exec(example)?.[1].trim() ?? '';
  const row = manifest.preload?.blocks?.gallery;
  if (row) words = timing.hintWords('gallery', row, OURS_JSON);
  else problems.push(`hints: manifest.preload has no gallery row; the example's words (${words}) are used`);
  writeFileSync(`${OUT}/site/ours.html`, ours);
  writeFileSync(`${OUT}/site/ours-hints.html`, timing.withServerHints(ours, example, words));
  writeFileSync(`${OUT}/site/typical.html`, fill('typical-ours.html', '{{GALLERY}}', markup.indent(gallery, '    ')));
  writeFileSync(`${OUT}/site/empty.html`, readFileSync('bench/pages/empty-ours.html', 'utf8'));
  writeFileSync(`${OUT}/peers/index.html`, fill('peers.html', '{{SLIDES}}', slides));
  writeFileSync(`${OUT}/peers/typical.html`, fill('typical-peers.html', '{{SLIDES}}', slides));
  for (const dir of ['site', 'peers']) copyFileSync('bench/pages/bench.css', `${OUT}/${dir}/bench.css`);
  return problems;
}

/**
 * URL paths of a built peers' script and of the files it imports statically
 * (rollup may give the two peers' pages a shared chunk): what must arrive
 * before it can run.
 * @param {string} file e.g. 'peers.js'
 */
function peersStartFiles(file, seen = new Set()) {
  if (seen.has(file)) return [...seen].map((f) => `/${f}`);
  seen.add(file);
  for (const spec of timing.staticImports(readFileSync(`${OUT}/peers/${file}`, 'utf8'))) {
    peersStartFiles(spec.replace(/^\.\//, ''), seen);
  }
  return [...seen].map((f) => `/${f}`);
}

/**
 * Every run of one comparison, interleaving the sides (in the order given)
 * so a noisy moment hits each, after one unrecorded visit each (the image
 * server's cache, the servers' and the browser's first-run costs). That
 * first visit also lists the scripts compiled before "ready", to show that
 * nothing of playwright's ran in the page while it was measured.
 * @param {import('playwright-core').Browser} browser
 * @param {Record<string, { url: string, kind: 'ours' | 'peers', startFiles: string[] }>} sides
 * @param {Set<string>} platform
 * @param {Set<string>} problems
 */
async function measure(browser, sides, platform, problems) {
  /** @type {Record<string, Record<string, any[]>>} */
  const results = Object.fromEntries(Object.keys(sides).map((side) => [side, {}]));
  const visit = (side, rate, audit = false) =>
    runPage(browser, {
      ...sides[side],
      rate,
      audit,
      platform: sides[side].kind === 'ours' ? platform : undefined,
      firstImage: SLIDES[0].src,
    }).catch((error) => ({ problems: [String(error).split('\n')[0]] }));
  for (const side of Object.keys(sides)) {
    const first = await visit(side, 1, true);
    first.problems.forEach((p) => problems.add(`${side} (unrecorded first visit): ${p}`));
  }
  for (const [setting, rate] of Object.entries(SETTINGS)) {
    for (let i = 0; i < RUNS; i += 1) {
      for (const side of Object.keys(sides)) {
        const result = await visit(side, rate);
        (results[side][setting] ??= []).push(result);
        result.problems.forEach((p) => problems.add(`${side}: ${p}`));
        // Our pages are measured sampled (bench/README.md): a run that was not is not the case the table shows.
        if (sides[side].kind === 'ours' && result.sampled === false) problems.add(`${side}: a run was not sampled`);
        process.stdout.write('.');
      }
    }
  }
  return results;
}

/**
 * The no-block page on a first visit (a fresh context: no cookies), in each
 * sampling case at each CPU setting: bytes, which do not vary between runs.
 * @returns {Promise<{ case: string, setting: string, jsTotal: number, files: number, sampled: boolean | null,
 *   how: string, scripts: { url: string, gzip: number }[] }[]>}
 */
async function measureEmpty(browser, siteUrl, problems) {
  const runs = [];
  for (const [which, rateOfSampling] of Object.entries(SAMPLING)) {
    const how = await setSampling(siteUrl, /** @type {0 | 1} */ (rateOfSampling));
    for (const [setting, rate] of Object.entries(SETTINGS)) {
      const result = await runEmptyPage(browser, { url: `${siteUrl}/fixtures/empty.html`, rate }).catch((error) => ({
        jsTotal: NaN,
        files: 0,
        sampled: null,
        scripts: [],
        problems: [String(error).split('\n')[0]],
      }));
      result.problems.forEach((p) => problems.add(`empty page, ${which}: ${p}`));
      runs.push({ ...result, case: which, setting, how });
      process.stdout.write('.');
    }
  }
  // The other comparisons are measured sampled (bench/README.md): leave the server so.
  await setSampling(siteUrl, 1);
  return runs;
}

/** The JS files each side fetched in its first normal run. */
function scriptList(results, sides) {
  return Object.entries(sides).map(([side, label]) => {
    const scripts = results[side]?.normal?.[0]?.scripts ?? [];
    const lines = scripts.map(
      (s) => `- \`${new URL(s.url).pathname}\`: ${s.gzip} B gzip${s.phase === 'load' ? '' : ` (${s.phase})`}`,
    );
    return `**${label}**\n\n${lines.join('\n') || '- (none recorded)'}`;
  });
}

/** The no-block page's rows: one per sampling case and CPU setting. */
function emptyRows(empty) {
  const answered = (sampled) => {
    if (sampled === null) return 'no settings call';
    return sampled ? 'a pageLoadId' : 'no pageLoadId';
  };
  // Until the reference server has its sampling control, a fail rule answers the unsampled case (bench/sampling.mjs).
  const by = (run) => (run.how === 'rule' && run.case === 'unsampled' ? ' (a fail rule)' : '');
  return empty.map((run) => [
    `JS within 10 s of load, gzip, ${run.case} first visit, ${run.setting}`,
    `${run.jsTotal} B (${(run.jsTotal / 1024).toFixed(1)} KB) in ${run.files} files`,
    `${answered(run.sampled)}${by(run)}`,
  ]);
}

/**
 * Where a long animation frame recorded a side's first script, how long after
 * "script start" it began (the bench's gate is the earliest moment the
 * browser may start it; this is when it did, seen only in frames over 50 ms).
 */
function gateCheck(results, sides) {
  return Object.entries(sides).flatMap(([side, label]) =>
    Object.keys(SETTINGS).map((setting) => {
      const runs = results[side]?.[setting] ?? [];
      const gaps = runs.map((run) => run.scriptRunSeen - run.scriptStart).filter(Number.isFinite);
      if (!gaps.length) return `- ${label}, ${setting}: no long animation frame recorded the script`;
      const { median, min, max } = stats.summarise(gaps);
      return `- ${label}, ${setting}: began ${Math.round(median)} ms (${Math.round(min)}–${Math.round(max)}) after script start, in ${gaps.length} of ${runs.length} runs`;
    }),
  );
}

function report({ gallery, typical, empty, problems }, browserVersion) {
  const header = ['metric: median (min–max)', ...Object.values(GALLERY_SIDES)];
  const typicalHeader = ['metric: median (min–max)', ...Object.values(TYPICAL_SIDES)];
  const emptyHeader = ['metric', 'ours', 'the settings call answered'];
  const galleryRows = stats.comparisonRows(gallery, Object.keys(GALLERY_SIDES), Object.keys(SETTINGS));
  const typicalRows = stats.comparisonRows(
    typical,
    Object.keys(TYPICAL_SIDES),
    Object.keys(SETTINGS),
    stats.TYPICAL_METRICS,
  );
  const noBlockRows = emptyRows(empty);
  const verdicts = stats.verdicts({ gallery, typical, empty });
  console.log(`\n1. Gallery\n\n${stats.textTable(header, galleryRows)}\n`);
  console.log(`2. Typical page\n\n${stats.textTable(typicalHeader, typicalRows)}\n`);
  console.log(`3. Page with no blocks\n\n${stats.textTable(emptyHeader, noBlockRows)}\n`);
  for (const v of verdicts) console.log(`${v.pass ? 'PASS' : 'FAIL'}  ${v.label}: ${v.value}`);
  if (problems.length) console.log(`\nProblems seen:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  const md = [
    '# Benchmark results',
    '',
    `${RUNS} runs per side, page and CPU setting, ${new Date().toISOString().slice(0, 10)}, Chromium ${browserVersion}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}. Generated by \`npm run bench\`; definitions in [README.md](README.md).`,
    '',
    `## 1. Gallery: 50 slides and the lightbox, against ${PEERS}`,
    '',
    stats.markdownTable(header, galleryRows),
    '',
    `## 2. Typical page, against ${TYPICAL_PEERS}`,
    '',
    stats.markdownTable(typicalHeader, typicalRows),
    '',
    '## 3. A page with no blocks, first visit',
    '',
    stats.markdownTable(emptyHeader, noBlockRows),
    '',
    '## Targets (issue "Ahead at start")',
    '',
    ...verdicts.map((v) => `- ${v.pass ? '**PASS**' : '**FAIL**'} ${v.label}: ${v.value}`),
    '',
    '## Script start, checked',
    '',
    ...gateCheck(gallery, GALLERY_SIDES),
    '',
    '## Scripts fetched (gallery, first normal run)',
    '',
    ...scriptList(gallery, GALLERY_SIDES).flatMap((block) => [block, '']),
    '## Scripts fetched (typical page, first normal run)',
    '',
    ...scriptList(typical, TYPICAL_SIDES).flatMap((block) => [block, '']),
    '## Scripts fetched (page with no blocks, normal)',
    '',
    ...Object.keys(SAMPLING).flatMap((which) => {
      const run = empty.find((r) => r.case === which && r.setting === 'normal');
      return [
        `**${which}**`,
        '',
        ...(run?.scripts ?? []).map((s) => `- \`${new URL(s.url).pathname}\`: ${s.gzip} B gzip`),
        '',
      ];
    }),
    ...(problems.length ? ['## Problems seen', '', ...problems.map((p) => `- ${p}`), ''] : []),
  ];
  writeFileSync('bench/results.md', md.join('\n'));
  return verdicts.every((v) => v.pass);
}

async function main() {
  if (!CHROMIUM) throw new Error('Chromium not found: run `npm run ensure-browser` (or set CHROMIUM_PATH).');
  if (!args.includes('--no-build')) run('npm', ['run', '--silent', 'build']);
  run('npx', ['rollup', '-c', 'bench/rollup.peers.mjs', '--silent']);
  const manifest = readManifest(DIST);
  const problems = new Set(writePages(manifest));
  // Sampled from the start (a reference server that reads it); set again through its control before each comparison.
  const servers = await startBenchServers({
    site: { dist: DIST, fixtures: `${OUT}/site` },
    peersRoot: `${OUT}/peers`,
    env: { REFERENCE_SAMPLE_RATE: process.env.REFERENCE_SAMPLE_RATE ?? '1' },
  });
  const site = { siteUrl: servers.siteUrl };
  const peers = { url: servers.peersUrl };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });
  const ours = (page) => ({ url: `${site.siteUrl}/fixtures/${page}`, kind: 'ours', startFiles: loaderFiles(manifest) });
  const theirs = (page, file) => ({ url: `${peers.url}/${page}`, kind: 'peers', startFiles: peersStartFiles(file) });
  try {
    const platform = platformPaths(manifest);
    const none = (sides) => Object.fromEntries(Object.keys(sides).map((side) => [side, {}]));
    const sampledVisits = async (sides) => {
      await setSampling(site.siteUrl, 1);
      return measure(browser, sides, platform, problems);
    };
    const gallery = !ONLY.has('gallery')
      ? none(GALLERY_SIDES)
      : await sampledVisits({
          ours: ours('ours.html'),
          hints: ours('ours-hints.html'),
          peers: theirs('', 'peers.js'),
        });
    const typical = !ONLY.has('typical')
      ? none(TYPICAL_SIDES)
      : await sampledVisits({ ours: ours('typical.html'), peers: theirs('typical.html', 'peers-typical.js') });
    const empty = !ONLY.has('empty') ? [] : await measureEmpty(browser, site.siteUrl, problems);
    process.stdout.write('\n');
    const passed = report({ gallery, typical, empty, problems: [...problems] }, browser.version());
    if (CHECK && !passed) process.exitCode = 1;
  } finally {
    await browser.close();
    await servers.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 2;
});
