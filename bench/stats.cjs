// The bench's arithmetic and its tables: pure functions, so the build tests
// can check them (test/build/bench.test.ts). CommonJS like
// scripts/size-lib.cjs, for the same reason.
'use strict';

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** { median, min, max } of the finite values (NaN each when there are none). */
function summarise(values) {
  const finite = values.filter(Number.isFinite);
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : NaN,
    max: finite.length ? Math.max(...finite) : NaN,
  };
}

/**
 * Long tasks that started in [from, to): their count and the total blocking
 * time, the sum of each one's time beyond 50 ms (a long task is one over 50 ms).
 * @param {[number, number][]} tasks [startTime, duration]
 */
function blocking(tasks, from = 0, to = Infinity) {
  const inside = tasks.filter(([start]) => start >= from && start < to);
  return { count: inside.length, tbt: inside.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0) };
}

/** How each metric of the gallery comparison is shown: key, label, unit, and how to print one number. */
const METRICS = [
  ['jsLoad', 'JS at load, gzip', 'KB', kb],
  ['jsGallery', 'JS at load without our loader, runtime and telemetry, gzip', 'KB', kb],
  ['jsAll', 'JS after opening the lightbox, gzip', 'KB', kb],
  ['firstImage', "navigation start → first slide's image requested", 'ms', ms],
  ['ready', 'navigation start → gallery ready', 'ms', ms],
  ['longTasks', 'long tasks before interaction', '', String],
  ['tbt', 'total blocking time before interaction', 'ms', ms],
  ['imageBytes', 'image bytes before interaction', 'KB', kb],
  ['lightbox', 'click → first lightbox image loaded', 'ms', ms],
  ['lightboxLongTasks', 'long tasks while the lightbox opens', '', String],
];

/** The typical page's comparison (slideshow, lightbox opened, cookie banner, error reporting, web vitals). */
const TYPICAL_METRICS = [
  ['jsTotal', 'JS in all (at load, after, and the lightbox), gzip', 'KB', kb],
  ['ready', 'navigation start → gallery ready', 'ms', ms],
  ['longTasks', 'long tasks before interaction', '', String],
  ['tbt', 'total blocking time before interaction', 'ms', ms],
];

function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}
function ms(value) {
  return String(Math.round(value));
}

/** "median (min–max)", or just the median when every run gave the same number. */
function cell(values, format) {
  const { median: mid, min, max } = summarise(values);
  if (!Number.isFinite(mid)) return 'n/a';
  return min === max ? format(mid) : `${format(mid)} (${format(min)}–${format(max)})`;
}

/**
 * The comparison's rows: for each CPU setting and metric, one cell per side.
 * @param {Record<string, Record<string, Record<string, number>[]>>} results side → setting → runs
 * @param {string[]} sides e.g. ['ours', 'peers']
 * @param {string[]} settings e.g. ['normal', '4× CPU']
 * @param {typeof METRICS} [metrics] the gallery's by default
 * @returns {string[][]} rows of [metric, ...one cell per side]
 */
function comparisonRows(results, sides, settings, metrics = METRICS) {
  const rows = [];
  for (const setting of settings) {
    for (const [key, label, unit, format] of metrics) {
      const name = `${label}${unit ? ` (${unit})` : ''}, ${setting}`;
      rows.push([
        name,
        ...sides.map((side) =>
          cell(
            (results[side]?.[setting] || []).map((run) => run[key]),
            format,
          ),
        ),
      ]);
    }
  }
  return rows;
}

/** A plain-text table with aligned columns. @param {string[]} header @param {string[][]} rows */
function textTable(header, rows) {
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  const line = (row) => row.map((value, i) => (i ? value.padStart(widths[i]) : value.padEnd(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** A markdown table (numbers right-aligned). @param {string[]} header @param {string[][]} rows */
function markdownTable(header, rows) {
  const escape = (value) => value.replace(/\|/g, '\\|');
  return [
    `| ${header.map(escape).join(' | ')} |`,
    `|${header.map((_, i) => (i ? '---:' : '---')).join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

/** The targets of issue "Fast start" (bench/README.md "Targets"), in gzip bytes. */
const TARGETS = { engine: 8192, lightbox: 6144, typical: 25600, empty: 10240 };

/**
 * The targets' verdicts.
 * @param {{
 *   sizes: { engine: number, lightbox: number },
 *   gallery: Record<string, Record<string, { ready: number, longTasks: number }[]>>,
 *   typical: Record<string, Record<string, { jsTotal: number, longTasks: number }[]>>,
 *   empty: { jsTotal: number }[],
 * }} measured sizes from dist/manifest.json; runs per side and CPU setting; the no-block page's runs
 * @param {typeof TARGETS} [targets]
 * @returns {{ label: string, value: string, pass: boolean }[]}
 */
function verdicts({ sizes, gallery = {}, typical = {}, empty = [] }, targets = TARGETS) {
  const runs = (results, side, setting) => results[side]?.[setting] || [];
  const mid = (results, side, setting, key) => median(runs(results, side, setting).map((run) => run[key]));
  const faster = (setting) => {
    const ours = mid(gallery, 'ours', setting, 'ready');
    const peers = mid(gallery, 'peers', setting, 'ready');
    return {
      label: `gallery ready ≤ the peers' median, ${setting}`,
      value: `${Math.round(ours)} ms against ${Math.round(peers)} ms`,
      pass: ours <= peers,
    };
  };
  const throttled = [...runs(gallery, 'ours', '4× CPU'), ...runs(typical, 'ours', '4× CPU')].map(
    (run) => run.longTasks,
  );
  const worst = throttled.length ? Math.max(...throttled) : NaN;
  // The largest run (NaN when there was none, which fails).
  const largest = (values) => (values.length ? Math.max(...values) : NaN);
  const typicalBytes = largest(runs(typical, 'ours', 'normal').map((run) => run.jsTotal));
  const emptyBytes = largest(empty.map((run) => run.jsTotal));
  return [
    {
      label: `gallery engine + slideshow design ≤ ${targets.engine} B gzip`,
      value: `${sizes.engine} B`,
      pass: sizes.engine <= targets.engine,
    },
    {
      label: `lightbox ≤ ${targets.lightbox} B gzip`,
      value: `${sizes.lightbox} B`,
      pass: sizes.lightbox <= targets.lightbox,
    },
    faster('normal'),
    faster('4× CPU'),
    // Bytes do not vary between runs unless something went wrong: the largest counts.
    {
      label: `typical page, JS in all ≤ ${targets.typical} B gzip`,
      value: `${typicalBytes} B`,
      pass: typicalBytes <= targets.typical,
    },
    {
      label: `page with no blocks, JS within 10 s of load ≤ ${targets.empty} B gzip`,
      value: `${emptyBytes} B`,
      pass: emptyBytes <= targets.empty,
    },
    // Zero in every run, not in the median: one janky load is one too many.
    {
      label: 'zero long tasks at 4× CPU throttle (every run, gallery and typical page)',
      value: Number.isFinite(worst) ? `worst run: ${worst}` : 'no runs',
      pass: worst === 0,
    },
  ];
}

module.exports = {
  median,
  summarise,
  blocking,
  comparisonRows,
  textTable,
  markdownTable,
  verdicts,
  METRICS,
  TYPICAL_METRICS,
  TARGETS,
};
