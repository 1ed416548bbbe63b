export interface BudgetRow {
  label: string;
  files: string[];
  gzip: number;
  budget?: number;
}
export function closure(manifest: unknown, file: string, seen?: Set<string>): Set<string>;
export function checkBudgets(dir: string, budgets?: unknown): { rows: BudgetRow[]; failures: BudgetRow[] };
