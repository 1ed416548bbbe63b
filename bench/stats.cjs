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
/**
 * The long tasks in which the side's own code ran: those a run of one of its
 * script files (`scripts`: [startTime, duration], from long animation frames)
 * overlaps. The HTML parser's task on a page of 50 slides is long on both
 * sides at 4× CPU (and the probe's observer adds to it), but no code of
 * either side runs in it: "long tasks of ours" leaves it out.
 * @param {[number, number][]} tasks
 * @param {[number, number][]} scripts
 */
function ownTasks(tasks, scripts) {
  return tasks.filter(([start, duration]) =>
    scripts.some(([begin, length]) => begin < start + duration && begin + length > start),
  );
}

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
  ['scriptStart', 'navigation start → script start', 'ms', ms],
  ['ready', 'navigation start → gallery ready', 'ms', ms],
  ['scriptReady', 'script start → gallery ready', 'ms', ms],
  ['longTasks', 'long tasks before interaction', '', String],
  ['ownLongTasks', "long tasks before interaction in which the side's own scripts ran", '', String],
  ['tbt', 'total blocking time before interaction', 'ms', ms],
  ['imageBytes', 'image bytes before interaction', 'KB', kb],
  ['lightbox', 'click → first lightbox image loaded', 'ms', ms],
  ['lightboxLongTasks', 'long tasks while the lightbox opens', '', String],
];

/** The typical page's comparison (slideshow, lightbox opened, cookie banner, error reporting, web vitals). */
const TYPICAL_METRICS = [
  ['jsTotal', 'JS in all (at load, after, and the lightbox), gzip', 'KB', kb],
  ['ready', 'navigation start → gallery ready', 'ms', ms],
  ['scriptReady', 'script start → gallery ready', 'ms', ms],
  ['longTasks', 'long tasks before interaction', '', String],
  ['ownLongTasks', "long tasks before interaction in which the side's own scripts ran", '', String],
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

/**
 * The targets of issue "Ahead at start" (bench/README.md "Targets"): ratios
 * to the peers' median, byte limits for the page with no blocks, and the
 * most long tasks the median run of ours may have at 4× CPU.
 */
const TARGETS = {
  ready: 1.0,
  readyWithHints: 0.85,
  scriptToReady: 0.8,
  typicalJs: 0.5,
  typicalTbt: 0.5,
  typicalReady: 1.0,
  emptyUnsampled: 10240,
  emptySampled: 12288,
  longTasks: 0,
};

/** The median of one metric over one side's runs at one CPU setting (NaN without runs). */
function sideMedian(results, side, setting, key) {
  return median(((results[side] || {})[setting] || []).map((run) => run[key]));
}

/**
 * A target relative to the peers: ours ≤ factor × theirs, medians. Written as
 * a product, so 0 against 0 passes (no blocking time on either side) and a
 * missing figure (NaN) fails.
 * @param {{ label: string, ours: number, peers: number, factor: number, unit?: string, format?: (n: number) => string }} target
 * @returns {{ label: string, value: string, pass: boolean }}
 */
function againstPeers({ label, ours, peers, factor, unit = 'ms', format = ms }) {
  const pass = Number.isFinite(ours) && Number.isFinite(peers) && ours <= factor * peers;
  const share = peers > 0 ? `${(ours / peers).toFixed(2)}×` : 'n/a';
  const figures = `${format(ours)} ${unit} against ${format(peers)} ${unit}`;
  return { label: `${label} ≤ ${factor.toFixed(2)}× the peers'`, value: `${figures}: ${share}`, pass };
}

/**
 * "Long tasks of ours: none over 50 ms in the median run": the median over
 * the runs of the number of long tasks (each over 50 ms by definition) in
 * which the side's own scripts ran ({@link ownTasks}) is at most `most`;
 * every run's count is shown. No runs fails.
 * @param {string} label
 * @param {{ ownLongTasks: number }[]} runs
 * @param {number} [most]
 */
function longTaskVerdict(label, runs, most = TARGETS.longTasks) {
  const counts = runs.map((run) => run.ownLongTasks);
  const mid = median(counts);
  return {
    label: `${label}: no long task of ours in the median run, 4× CPU`,
    value: counts.length ? `median ${mid}; per run ${counts.join(', ')}` : 'no runs',
    pass: Number.isFinite(mid) && mid <= most,
  };
}

/**
 * A byte limit for the page with no blocks in one sampling case: the largest
 * run counts (bytes do not vary unless something went wrong), and every run
 * must have been the case it stands for (`sampled`: whether the settings
 * call answered a pageLoadId; null when the page made no such call).
 * @param {'unsampled' | 'sampled'} which
 * @param {{ jsTotal: number, files: number, sampled: boolean | null }[]} runs
 * @param {number} limit
 */
function emptyVerdict(which, runs, limit) {
  const label = `page with no blocks, ${which} first visit: JS within 10 s of load ≤ ${limit} B gzip`;
  if (!runs.length) return { label, value: 'no runs', pass: false };
  const wrong = runs.filter((run) => (which === 'sampled') !== (run.sampled === true));
  const largest = Math.max(...runs.map((run) => run.jsTotal));
  const files = Math.max(...runs.map((run) => run.files));
  const value = `${largest} B in ${files} files${wrong.length ? `; ${wrong.length} run(s) were not ${which}` : ''}`;
  return { label, value, pass: !wrong.length && largest <= limit };
}

/**
 * The targets' verdicts.
 * @param {{
 *   gallery?: Record<string, Record<string, Record<string, number>[]>>,
 *   typical?: Record<string, Record<string, Record<string, number>[]>>,
 *   empty?: { case: 'unsampled' | 'sampled', jsTotal: number, files: number, sampled: boolean | null }[],
 * }} measured gallery: side ('ours', 'hints', 'peers') → CPU setting → runs; typical: 'ours', 'peers' → …
 * @param {typeof TARGETS} [targets]
 * @returns {{ label: string, value: string, pass: boolean }[]}
 */
function verdicts({ gallery = {}, typical = {}, empty = [] }, targets = TARGETS) {
  const settings = ['normal', '4× CPU'];
  const versus = (results, side, setting, key, label, factor) =>
    againstPeers({
      label: `${label}, ${setting}`,
      ours: sideMedian(results, side, setting, key),
      peers: sideMedian(results, 'peers', setting, key),
      factor,
    });
  const throttled = (results, side) => (results[side] || {})['4× CPU'] || [];
  return [
    ...settings.map((s) => versus(gallery, 'ours', s, 'ready', 'gallery ready, no server help', targets.ready)),
    ...settings.map((s) =>
      versus(gallery, 'hints', s, 'ready', 'gallery ready, with the server hints', targets.readyWithHints),
    ),
    ...settings.map((s) =>
      versus(gallery, 'ours', s, 'scriptReady', 'gallery, script start → ready', targets.scriptToReady),
    ),
    againstPeers({
      label: 'typical page, JS in all',
      ours: sideMedian(typical, 'ours', 'normal', 'jsTotal'),
      peers: sideMedian(typical, 'peers', 'normal', 'jsTotal'),
      factor: targets.typicalJs,
      unit: 'KB',
      format: kb,
    }),
    versus(typical, 'ours', '4× CPU', 'tbt', 'typical page, total blocking time', targets.typicalTbt),
    ...settings.map((s) => versus(typical, 'ours', s, 'ready', 'typical page, ready', targets.typicalReady)),
    emptyVerdict(
      'unsampled',
      empty.filter((run) => run.case === 'unsampled'),
      targets.emptyUnsampled,
    ),
    emptyVerdict(
      'sampled',
      empty.filter((run) => run.case === 'sampled'),
      targets.emptySampled,
    ),
    longTaskVerdict('gallery', throttled(gallery, 'ours'), targets.longTasks),
    longTaskVerdict('gallery with the server hints', throttled(gallery, 'hints'), targets.longTasks),
    longTaskVerdict('typical page', throttled(typical, 'ours'), targets.longTasks),
  ];
}

module.exports = {
  median,
  summarise,
  blocking,
  ownTasks,
  comparisonRows,
  textTable,
  markdownTable,
  sideMedian,
  againstPeers,
  longTaskVerdict,
  emptyVerdict,
  verdicts,
  METRICS,
  TYPICAL_METRICS,
  TARGETS,
};
