/**
 * The benchmark's pure helpers (bench/stats.cjs, bench/timing.cjs,
 * bench/gallery-markup.cjs): the statistics behind the comparison table, the
 * targets' verdicts, "script start", the hinted bench page, and the
 * generated gallery markup that the example pages and the bench share.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stats = require('../../bench/stats.cjs') as typeof import('../../bench/stats.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const timing = require('../../bench/timing.cjs') as typeof import('../../bench/timing.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const markup = require('../../bench/gallery-markup.cjs') as typeof import('../../bench/gallery-markup.cjs');

describe('median: the middle run', () => {
  it('is the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(stats.median([5, 1, 3])).toBe(3);
    expect(stats.median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that produced no number, and is NaN when none did', () => {
    expect(stats.median([NaN, 2, Infinity, 4, 6])).toBe(4);
    expect(stats.median([NaN])).toBeNaN();
  });

  it('lies between the smallest and the largest run, whatever their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1 }), (values) => {
        const { median, min, max } = stats.summarise(values);
        expect(median).toBeGreaterThanOrEqual(min);
        expect(median).toBeLessThanOrEqual(max);
        expect(stats.median([...values].reverse())).toBe(median);
      }),
    );
  });
});

describe('blocking: long tasks and total blocking time in a window', () => {
  const tasks: [number, number][] = [
    [100, 60],
    [900, 120],
    [2000, 51],
  ];

  it('counts every long task and sums the time each spent beyond 50 ms', () => {
    expect(stats.blocking(tasks)).toEqual({ count: 3, tbt: 10 + 70 + 1 });
  });

  it('keeps only the tasks that started inside [from, to)', () => {
    expect(stats.blocking(tasks, 0, 900)).toEqual({ count: 1, tbt: 10 });
    expect(stats.blocking(tasks, 900)).toEqual({ count: 2, tbt: 71 });
  });

  it('never reports more blocking time than the tasks lasted, nor a negative one', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(10000), fc.double({ min: 0, max: 1000, noNaN: true }))), (list) => {
        const { count, tbt } = stats.blocking(list);
        expect(count).toBe(list.length);
        expect(tbt).toBeGreaterThanOrEqual(0);
        expect(tbt).toBeLessThanOrEqual(list.reduce((sum, [, d]) => sum + d, 0));
      }),
    );
  });
});

describe('comparison rows: median with the range, side by side', () => {
  const runs = (values: number[]) => values.map((ready) => ({ ready }));

  it('shows "median (min–max)" per side, and just the number when every run agreed', () => {
    const rows = stats.comparisonRows(
      { a: { normal: runs([300, 100, 200]) }, b: { normal: runs([50, 50, 50]) } },
      ['a', 'b'],
      ['normal'],
    );
    const ready = rows.find((row) => row[0].startsWith('navigation start → gallery ready'))!;
    expect(ready).toEqual(['navigation start → gallery ready (ms), normal', '200 (100–300)', '50']);
  });

  it('says n/a for a metric no run measured', () => {
    const rows = stats.comparisonRows({ a: { normal: runs([1]) } }, ['a'], ['normal']);
    expect(rows.find((row) => row[0].startsWith('click'))![1]).toBe('n/a');
  });

  it('has one row per metric and CPU setting', () => {
    expect(stats.comparisonRows({}, ['a'], ['normal', '4× CPU'])).toHaveLength(stats.METRICS.length * 2);
  });
});

describe('tables', () => {
  it('a markdown table right-aligns the numbers and escapes pipes', () => {
    expect(stats.markdownTable(['metric', 'x'], [['a|b', '1']])).toBe('| metric | x |\n|---|---:|\n| a\\|b | 1 |');
  });

  it('a text table pads every column to its widest cell', () => {
    const lines = stats.textTable(['m', 'side'], [['long metric', '1']]).split('\n');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe('against the peers: a ratio of medians', () => {
  const target = (ours: number, peers: number, factor = 0.8) =>
    stats.againstPeers({ label: 'ready', ours, peers, factor });

  it('passes at exactly the factor and fails just above it, printing both figures and the ratio', () => {
    expect(target(80, 100)).toEqual({
      label: "ready ≤ 0.80× the peers'",
      value: '80 ms against 100 ms: 0.80×',
      pass: true,
    });
    expect(target(80.5, 100).pass).toBe(false);
  });

  it('passes 0 against 0 (no blocking time on either side), and fails anything above 0 against 0', () => {
    expect(target(0, 0).pass).toBe(true);
    expect(target(1, 0)).toMatchObject({ pass: false, value: '1 ms against 0 ms: n/a' });
  });

  it('fails when either side has no figure', () => {
    expect(target(NaN, 100).pass).toBe(false);
    expect(target(10, NaN).pass).toBe(false);
  });

  it('passes exactly when ours is at most factor × theirs', () => {
    fc.assert(
      fc.property(fc.nat(10000), fc.integer({ min: 1, max: 10000 }), (ours, peers) => {
        expect(target(ours, peers, 1).pass).toBe(ours <= peers);
      }),
    );
  });
});

describe("long tasks of ours: those in which the side's own scripts ran", () => {
  it("keeps a long task a script run overlaps, leaves out one no script ran in (the parser's)", () => {
    const tasks: [number, number][] = [
      [100, 80], // the HTML parser: no script of the side
      [300, 60], // the loader
      [500, 55], // a chunk that starts as the task ends
    ];
    const scripts: [number, number][] = [
      [310, 40],
      [554, 10],
    ];
    expect(stats.ownTasks(tasks, scripts)).toEqual([
      [300, 60],
      [500, 55],
    ]);
    expect(stats.ownTasks(tasks, [])).toEqual([]);
  });
});

describe('long tasks: none in the median run', () => {
  it('takes the median of the per-run counts and shows every count', () => {
    const runs = [0, 2, 0, 1, 0].map((ownLongTasks) => ({ ownLongTasks }));
    expect(stats.longTaskVerdict('gallery', runs)).toEqual({
      label: 'gallery: no long task of ours in the median run, 4× CPU',
      value: 'median 0; per run 0, 2, 0, 1, 0',
      pass: true,
    });
    expect(
      stats.longTaskVerdict(
        'gallery',
        [0, 1, 1].map((ownLongTasks) => ({ ownLongTasks })),
      ).pass,
    ).toBe(false);
  });

  it('fails without runs', () => {
    expect(stats.longTaskVerdict('gallery', [])).toMatchObject({ value: 'no runs', pass: false });
  });
});

describe('the page with no blocks: bytes per sampling case', () => {
  const run = (jsTotal: number, sampled: boolean | null) => ({ jsTotal, files: 3, sampled });

  it('passes at the limit, fails a byte over, and counts the largest run', () => {
    expect(stats.emptyVerdict('unsampled', [run(10240, false), run(10000, false)], 10240)).toMatchObject({
      value: '10240 B in 3 files',
      pass: true,
    });
    expect(stats.emptyVerdict('unsampled', [run(10000, false), run(10241, false)], 10240).pass).toBe(false);
  });

  it('fails a run that was not the case it stands for: sampled means the settings call answered a pageLoadId', () => {
    expect(stats.emptyVerdict('sampled', [run(1, true), run(1, false)], 12288)).toMatchObject({
      value: '1 B in 3 files; 1 run(s) were not sampled',
      pass: false,
    });
    expect(stats.emptyVerdict('sampled', [run(1, null)], 12288).pass).toBe(false);
    // No settings call at all is an unsampled page view.
    expect(stats.emptyVerdict('unsampled', [run(1, null)], 10240).pass).toBe(true);
  });

  it('fails without runs', () => {
    expect(stats.emptyVerdict('sampled', [], 12288)).toMatchObject({ value: 'no runs', pass: false });
  });
});

describe('verdicts: the targets of issue "Ahead at start"', () => {
  type Run = { ready: number; scriptReady: number; ownLongTasks: number; tbt: number; jsTotal: number };
  const run = (over: Partial<Run> = {}): Run => ({
    ready: 1000,
    scriptReady: 1000,
    ownLongTasks: 0,
    tbt: 100,
    jsTotal: 100000,
    ...over,
  });
  const both = (r: Run) => ({ normal: [r], '4× CPU': [r] });
  // Every figure of ours at exactly its target against the peers' 1000 (ms or bytes) and 100 ms of blocking.
  const measured = () => ({
    gallery: {
      ours: both(run({ ready: 1000, scriptReady: 800 })),
      hints: both(run({ ready: 850 })),
      peers: both(run()),
    },
    typical: { ours: both(run({ jsTotal: 50000, tbt: 50, ready: 1000 })), peers: both(run()) },
    empty: [
      { case: 'unsampled' as const, jsTotal: 10240, files: 3, sampled: false },
      { case: 'sampled' as const, jsTotal: 12288, files: 4, sampled: true },
    ],
  });
  const find = (list: { label: string; pass: boolean }[], start: string) =>
    list.find((v) => v.label.startsWith(start))!;

  it('every target passes at exactly its figure, and there is one verdict per target and CPU setting', () => {
    const list = stats.verdicts(measured());
    expect(list.filter((v) => !v.pass)).toEqual([]);
    expect(list).toHaveLength(15);
  });

  it('gallery ready: the plain page against 1.0×, the hinted page against 0.85×, each CPU setting alone', () => {
    const slower = measured();
    slower.gallery.hints['4× CPU'] = [run({ ready: 851 })];
    slower.gallery.ours.normal = [run({ ready: 1001, scriptReady: 800 })];
    const list = stats.verdicts(slower);
    expect(find(list, 'gallery ready, no server help, normal').pass).toBe(false);
    expect(find(list, 'gallery ready, no server help, 4× CPU').pass).toBe(true);
    expect(find(list, 'gallery ready, with the server hints, 4× CPU').pass).toBe(false);
    expect(find(list, 'gallery ready, with the server hints, normal').pass).toBe(true);
  });

  it('script start → ready is held to 0.8× on the page without hints', () => {
    const slower = measured();
    slower.gallery.ours['4× CPU'] = [run({ scriptReady: 801 })];
    expect(find(stats.verdicts(slower), 'gallery, script start → ready, 4× CPU').pass).toBe(false);
  });

  it('the typical page: JS and blocking time at half the peers, blocking time at 4× CPU', () => {
    const heavier = measured();
    heavier.typical.ours.normal = [run({ jsTotal: 50001, tbt: 1000 })];
    const list = stats.verdicts(heavier);
    expect(find(list, 'typical page, JS in all').pass).toBe(false);
    expect(find(list, 'typical page, total blocking time, 4× CPU').pass).toBe(true);
  });

  it('the no-block page fails a byte over in either case', () => {
    const heavier = measured();
    heavier.empty[1].jsTotal = 12289;
    const list = stats.verdicts(heavier);
    expect(find(list, 'page with no blocks, sampled').pass).toBe(false);
    expect(find(list, 'page with no blocks, unsampled').pass).toBe(true);
  });

  it('fails every target for want of runs', () => {
    expect(stats.verdicts({}).every((v) => !v.pass)).toBe(true);
  });
});

describe('script start: when the browser may begin on a side first script', () => {
  it('reads the mode from the attributes as the HTML standard does', () => {
    expect(timing.scriptMode({ type: 'classic', async: false, defer: true })).toBe('defer');
    expect(timing.scriptMode({ type: 'module', async: false, defer: false })).toBe('defer');
    expect(timing.scriptMode({ type: 'module', async: true, defer: false })).toBe('async');
    expect(timing.scriptMode({ type: 'classic', async: true, defer: true })).toBe('async');
    expect(timing.scriptMode({ type: 'classic', async: false, defer: false })).toBe('blocking');
  });

  it('a deferred script waits for its files and for the document to be parsed', () => {
    expect(timing.scriptGate({ mode: 'defer', responseEnds: [120, 90], domInteractive: 100 })).toBe(120);
    expect(timing.scriptGate({ mode: 'defer', responseEnds: [40], domInteractive: 100, parsedAt: 10 })).toBe(100);
  });

  it('an async script waits for its files only; a blocking one for the parser to reach it', () => {
    expect(timing.scriptGate({ mode: 'async', responseEnds: [40], domInteractive: 100 })).toBe(40);
    expect(timing.scriptGate({ mode: 'blocking', responseEnds: [40], domInteractive: 100, parsedAt: 60 })).toBe(60);
  });

  it('is NaN when a figure it needs is missing', () => {
    expect(timing.scriptGate({ mode: 'defer', responseEnds: [], domInteractive: 100 })).toBeNaN();
    expect(timing.scriptGate({ mode: 'defer', responseEnds: [NaN], domInteractive: 100 })).toBeNaN();
    expect(timing.scriptGate({ mode: 'defer', responseEnds: [50] })).toBeNaN();
    expect(timing.scriptGate({ mode: 'blocking', responseEnds: [50], domInteractive: 100 })).toBeNaN();
  });

  it('is never before any of its files arrived', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 1 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom('async' as const, 'defer' as const, 'blocking' as const),
        (ends, parsed, mode) => {
          const gate = timing.scriptGate({ mode, responseEnds: ends, domInteractive: parsed, parsedAt: parsed });
          expect(gate).toBeGreaterThanOrEqual(Math.max(...ends));
        },
      ),
    );
  });

  it('finds the static imports of a bundled module, not its dynamic ones', () => {
    const source =
      'import"./peers.js";import{a as b,c}from"./shared-1.js";export*from"../x.js";const d=()=>import("./lazy.js");';
    expect(timing.staticImports(source)).toEqual(['./peers.js', './shared-1.js', '../x.js']);
    expect(timing.staticImports('function e(){return 1}')).toEqual([]);
  });
});

describe('server hints: our bench page with the documented example hints', () => {
  const page = [
    '<head>',
    '  <link rel="stylesheet" href="/a.css">',
    '  <script src="{{CDN}}/loader.js" defer></script>',
    '</head>',
    '<body><script src="/x.js"></script></body>',
  ].join('\n');
  const example = [
    '<head>',
    '  <script src="{{CDN}}/loader.js" defer fetchpriority="high"></script>',
    '  <link rel="stylesheet" href="/b.css">',
    '  {{PRELOAD gallery/grid}}',
    '</head>',
  ].join('\n');

  it('puts the example head lines that are ours (placeholder, CDN files) in place of the page loader, in their order', () => {
    expect(timing.withServerHints(page, example, 'gallery/slideshow+lightbox').split('\n')).toEqual([
      '<head>',
      '  <link rel="stylesheet" href="/a.css">',
      '  <script src="{{CDN}}/loader.js" defer fetchpriority="high"></script>',
      '  {{PRELOAD gallery/slideshow+lightbox}}',
      '</head>',
      '<body><script src="/x.js"></script></body>',
    ]);
  });

  it('refuses an example without a placeholder, and a page without a CDN script', () => {
    expect(() => timing.withServerHints(page, '<head>\n</head>', 'x')).toThrow(/PRELOAD/);
    expect(() => timing.withServerHints('<head>\n</head>', example, 'x')).toThrow(/CDN/);
  });

  it('names the block and, for a gallery, the design its JSON names', () => {
    const row = { designs: {} };
    expect(timing.hintWords('gallery', row, { design: 'slideshow', lightbox: true, autoplay: false })).toBe(
      'gallery/slideshow',
    );
    expect(timing.hintWords('gallery', row, {})).toBe('gallery');
    expect(timing.hintWords('accordion', {}, { lightbox: true })).toBe('accordion');
  });

  it('the real bench page takes the real example hints: one placeholder, the loader still once', () => {
    const read = (path: string) => readFileSync(join(__dirname, '../..', path), 'utf8');
    const hinted = timing.withServerHints(
      read('bench/pages/ours.html'),
      read('examples/gallery-hints.html'),
      'gallery',
    );
    expect(hinted.match(/\{\{PRELOAD gallery\}\}/g)).toHaveLength(1);
    expect(hinted.match(/loader\.js/g)).toHaveLength(1);
    expect(hinted).toContain('{{GALLERY}}');
  });
});

describe('generated slides: the same 50 images for every page', () => {
  it('are deterministic, with unique ids, image URLs and alt texts', () => {
    const slides = markup.makeSlides(50, { prefix: 'x' });
    expect(markup.makeSlides(50, { prefix: 'x' })).toEqual(slides);
    for (const key of ['id', 'src', 'alt'] as const) expect(new Set(slides.map((s) => s[key])).size).toBe(50);
  });

  it('leave every third slide without meta, unless every slide must have a title and a description', () => {
    expect(markup.makeSlides(9).filter((s) => !s.title && !s.description)).toHaveLength(3);
    expect(markup.makeSlides(9, { allMeta: true }).every((s) => s.title && s.description)).toBe(true);
  });

  it('mix landscape, portrait and square images, every one with alt text', () => {
    const slides = markup.makeSlides(50);
    expect(slides.some((s) => s.width > s.height)).toBe(true);
    expect(slides.some((s) => s.width < s.height)).toBe(true);
    expect(slides.some((s) => s.width === s.height)).toBe(true);
    expect(slides.every((s) => s.alt.length > 0 && s.src === `/images/${s.url}.png`)).toBe(true);
  });
});

describe('gallery markup: the server contract', () => {
  const slides = markup.makeSlides(3, { prefix: 'g' });
  const html = markup.galleryBlock({
    id: 'g',
    blockDesign: 'slideshow',
    json: { design: 'slideshow', note: "it's" },
    slides,
    controls: true,
  });

  it('nests root > container > .sqs-gallery > slides, with the controls after the slides', () => {
    expect(html).toMatch(/^<div class="sqs-block gallery-block sqs-block-gallery" id="g" data-block-json='/);
    expect(html).toContain('<div class="sqs-gallery-container sqs-gallery-block-slideshow">');
    expect(html.indexOf('class="sqs-gallery-controls"')).toBeGreaterThan(html.lastIndexOf('class="slide"'));
    expect(html.match(/class="slide"/g)).toHaveLength(3);
  });

  it('keeps data-block-json parseable inside single quotes', () => {
    const json = /data-block-json='([^']*)'/.exec(html)![1].replace(/&#39;/g, "'");
    expect(JSON.parse(json)).toEqual({ design: 'slideshow', note: "it's" });
  });

  it('gives each slide a noscript fallback and a lazy thumb-image with its dimensions and focal point', () => {
    const slide = markup.slideMarkup(slides[0]);
    expect(slide).toContain(`<noscript><img src="${slides[0].src}?format=1000w"`);
    expect(slide).toMatch(
      /<img class="thumb-image" data-src="[^"]+" data-image-dimensions="\d+x\d+" data-image-focal-point="[\d.]+,[\d.]+" data-load="false" width="\d+" height="\d+" alt="[^"]+">/,
    );
  });

  it('escapes text, so a title can never become markup', () => {
    const slide = markup.slideMarkup({ ...slides[0], title: '<b>"x"</b>' });
    expect(slide).toContain('<p class="meta-title">&lt;b&gt;&quot;x&quot;&lt;/b&gt;</p>');
  });
});
