/** Types of bench/stats.cjs. */
type Metric = readonly [key: string, label: string, unit: string, format: (value: number) => string];
type Runs<R> = Record<string, Record<string, R[]>>;

export function median(values: number[]): number;
export function summarise(values: number[]): { median: number; min: number; max: number };
export function blocking(tasks: [number, number][], from?: number, to?: number): { count: number; tbt: number };
export const METRICS: readonly Metric[];
export const TYPICAL_METRICS: readonly Metric[];
export const TARGETS: { engine: number; lightbox: number; typical: number; empty: number };
export function comparisonRows(
  results: Record<string, Record<string, Record<string, number>[]>>,
  sides: string[],
  settings: string[],
  metrics?: readonly Metric[],
): string[][];
export function textTable(header: string[], rows: string[][]): string;
export function markdownTable(header: string[], rows: string[][]): string;
export function verdicts(
  measured: {
    sizes: { engine: number; lightbox: number };
    gallery?: Runs<{ ready: number; longTasks: number }>;
    typical?: Runs<{ jsTotal: number; longTasks: number }>;
    empty?: { jsTotal: number }[];
  },
  targets?: { engine: number; lightbox: number; typical: number; empty: number },
): { label: string; value: string; pass: boolean }[];
