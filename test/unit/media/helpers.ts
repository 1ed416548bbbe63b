/**
 * Shared by the media and embed unit tests: page contexts, block contexts
 * that record reports, a fake timer set, and a flush of pending promises.
 */
import { defaultPageContext } from '../../../src/core/page-context';
import type { BlockContext, PageContext } from '../../../src/core/types';
import type { Timers } from '../../../src/core/third-party';

/** The default page context with `extra` over it. */
export const pageWith = (extra: Record<string, unknown> = {}): PageContext => ({ ...defaultPageContext(), ...extra });

/** A restrictive (opt-in) cookie policy. */
export const RESTRICTIVE = { cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };

/** A block root from markup, appended to a fresh body. */
export function rootFrom(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

/** A context for `root` whose reports land in `reports` (the messages). */
export function blockContext(root: HTMLElement, page: PageContext = pageWith(), name = 'block') {
  const reports: string[] = [];
  const errors: unknown[] = [];
  const ctx: BlockContext = {
    name,
    config: JSON.parse(root.getAttribute('data-block-json') ?? '{}') as Record<string, unknown>,
    page,
    report: (error, message) => {
      errors.push(error);
      reports.push(String(message));
    },
  };
  return { ctx, reports, errors };
}

/** Timers on an injected clock: `advance(ms)` runs what falls due. */
export function fakeTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0;
  let next = 1;
  const due = new Map<number, [at: number, run: () => void]>();
  return {
    setTimeout: ((run: () => void, ms = 0) => {
      due.set(next, [now + ms, run]);
      return next++;
    }) as Window['setTimeout'],
    clearTimeout: (id?: number) => void due.delete(id as number),
    advance(ms) {
      now += ms;
      for (const [id, [at, run]] of [...due].sort((a, b) => a[1][0] - b[1][0])) if (at <= now && due.delete(id)) run();
    },
    pending: () => due.size,
  };
}

/** Lets pending promise callbacks (and dynamic imports) run. */
export const flush = async (rounds = 5) => {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/** The script and link elements the page's head holds. */
export const headScripts = () => [...document.head.querySelectorAll('script')] as HTMLScriptElement[];
