/**
 * The benchmark's pure helpers (bench/stats.cjs, bench/gallery-markup.cjs):
 * the statistics behind the comparison table, the budget verdicts, and the
 * generated gallery markup that the example pages and the bench share.
 */
import fc from 'fast-check';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stats = require('../../bench/stats.cjs') as typeof import('../../bench/stats.cjs');
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

describe('verdicts: the targets of issue "Fast start"', () => {
  const run = (ready: number, longTasks = 0, jsTotal = 1000) => ({ ready, longTasks, jsTotal });
  const measured = (over: Partial<Parameters<typeof stats.verdicts>[0]> = {}) => ({
    sizes: { engine: 8192, lightbox: 6144 },
    gallery: {
      ours: { normal: [run(100), run(120)], '4× CPU': [run(400)] },
      peers: { normal: [run(110), run(150)], '4× CPU': [run(500)] },
    },
    typical: { ours: { normal: [run(1, 0, 25600)], '4× CPU': [run(1)] } },
    empty: [{ jsTotal: 10240 }],
    ...over,
  });
  const verdict = (list: { label: string; pass: boolean }[], start: string) =>
    list.find((v) => v.label.startsWith(start))!;

  it('every target passes at exactly its figure', () => {
    expect(stats.verdicts(measured()).map((v) => v.pass)).toEqual(stats.verdicts(measured()).map(() => true));
  });

  it('a size one byte over fails, and a size the build did not produce (NaN) fails', () => {
    expect(verdict(stats.verdicts(measured({ sizes: { engine: 8192, lightbox: 6145 } })), 'lightbox').pass).toBe(false);
    expect(verdict(stats.verdicts(measured({ sizes: { engine: NaN, lightbox: 1 } })), 'gallery engine').pass).toBe(
      false,
    );
    expect(verdict(stats.verdicts(measured({ empty: [{ jsTotal: 10241 }] })), 'page with no blocks').pass).toBe(false);
    expect(verdict(stats.verdicts(measured({ empty: [] })), 'page with no blocks').pass).toBe(false);
  });

  it("ready compares medians with the peers', per CPU setting", () => {
    const slower = measured({
      gallery: { ours: { normal: [run(200)], '4× CPU': [run(1)] }, peers: { normal: [run(150)], '4× CPU': [run(2)] } },
    });
    expect(verdict(stats.verdicts(slower), "gallery ready ≤ the peers' median, normal").pass).toBe(false);
    expect(verdict(stats.verdicts(slower), "gallery ready ≤ the peers' median, 4× CPU").pass).toBe(true);
  });

  it('fails the long-task rule when any throttled run of either page had one, and when there were no runs', () => {
    const one = measured({ typical: { ours: { normal: [run(1)], '4× CPU': [run(1, 0), run(1, 1)] } } });
    expect(verdict(stats.verdicts(one), 'zero long tasks').pass).toBe(false);
    expect(verdict(stats.verdicts(measured({ gallery: {}, typical: {} })), 'zero long tasks').pass).toBe(false);
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
