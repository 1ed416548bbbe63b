/** Types of bench/stats.cjs. */
type Metric = readonly [key: string, label: string, unit: string, format: (value: number) => string];
type Runs = Record<string, Record<string, Record<string, number>[]>>;
type Verdict = { label: string; value: string; pass: boolean };
type EmptyRun = { case: 'unsampled' | 'sampled'; jsTotal: number; files: number; sampled: boolean | null };
type Targets = {
  ready: number;
  readyWithHints: number;
  scriptToReady: number;
  typicalJs: number;
  typicalTbt: number;
  typicalReady: number;
  emptyUnsampled: number;
  emptySampled: number;
  longTasks: number;
};

export function median(values: number[]): number;
export function summarise(values: number[]): { median: number; min: number; max: number };
export function blocking(tasks: [number, number][], from?: number, to?: number): { count: number; tbt: number };
export function ownTasks(tasks: [number, number][], scripts: [number, number][]): [number, number][];
export const METRICS: readonly Metric[];
export const TYPICAL_METRICS: readonly Metric[];
export const TARGETS: Targets;
export function comparisonRows(
  results: Runs,
  sides: string[],
  settings: string[],
  metrics?: readonly Metric[],
): string[][];
export function textTable(header: string[], rows: string[][]): string;
export function markdownTable(header: string[], rows: string[][]): string;
export function sideMedian(results: Runs, side: string, setting: string, key: string): number;
export function againstPeers(target: {
  label: string;
  ours: number;
  peers: number;
  factor: number;
  unit?: string;
  format?: (value: number) => string;
}): Verdict;
export function longTaskVerdict(label: string, runs: { ownLongTasks: number }[], most?: number): Verdict;
export function emptyVerdict(which: 'unsampled' | 'sampled', runs: Omit<EmptyRun, 'case'>[], limit: number): Verdict;
export function verdicts(
  measured: { gallery?: Runs; typical?: Runs; empty?: EmptyRun[] },
  targets?: Targets,
): Verdict[];
