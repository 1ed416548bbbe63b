/** Types of bench/timing.cjs. */
export type ScriptMode = 'async' | 'defer' | 'blocking';
export function scriptMode(script: { type: string; async: boolean; defer: boolean }): ScriptMode;
export function scriptGate(timing: {
  mode: ScriptMode;
  responseEnds: number[];
  domInteractive?: number;
  parsedAt?: number;
}): number;
export function staticImports(source: string): string[];
export function hintWords(name: string, row: { designs?: object }, json: Record<string, unknown>): string;
export function withServerHints(pageHtml: string, exampleHtml: string, words: string): string;
