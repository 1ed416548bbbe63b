/** Types of bench/stats.cjs. */
export function median(values: number[]): number;
export function summarise(values: number[]): { median: number; min: number; max: number };
export function blocking(tasks: [number, number][], from?: number, to?: number): { count: number; tbt: number };
export const METRICS: readonly (readonly [string, string, string, (value: number) => string])[];
export function comparisonRows(
  results: Record<string, Record<string, Record<string, number>[]>>,
  sides: string[],
  settings: string[],
): string[][];
export function textTable(header: string[], rows: string[][]): string;
export function markdownTable(header: string[], rows: string[][]): string;
export function verdicts(
  sizes: { engine: number; lightbox: number },
  throttledLongTasks: number[],
  budgets?: { engine: number; lightbox: number },
): { label: string; value: string; pass: boolean }[];
