export interface BudgetRow {
  label: string;
  files: string[];
  gzip: number;
  budget?: number;
}
export function closure(manifest: unknown, file: string, seen?: Set<string>): Set<string>;
/** What a file holds, as a path: a numbered shared chunk by the manifest's `labels`. */
export function labelOf(manifest: unknown, file: string): string;
export function checkBudgets(dir: string, budgets?: unknown): { rows: BudgetRow[]; failures: BudgetRow[] };
