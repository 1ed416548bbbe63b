import { CONTEXT_ELEMENT_ID, pageContext } from '../../core/page-context';
import type { PageContext } from '../../core/types';

/** The page context as the server wrote it (`{}` when missing or malformed), and why it could not be read. */
export interface ContextElement {
  raw: Record<string, unknown>;
  error?: unknown;
}

/**
 * Parses `<script type="application/json" id="site-context">` once, for the
 * whole loader: boot reads the locale from it (to ask for the page's words
 * in the first round) and hands it to the runtime through the kernel.
 */
export function parseContextElement(doc: Document): ContextElement {
  try {
    const element = doc.getElementById(CONTEXT_ELEMENT_ID);
    if (!element) throw new Error(`no <script type="application/json" id="${CONTEXT_ELEMENT_ID}">`);
    const parsed: unknown = JSON.parse(element.textContent || '');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError('not a JSON object');
    return { raw: parsed as Record<string, unknown> };
  } catch (error) {
    return { raw: {}, error };
  }
}

/**
 * The page context with every default filled in (src/core/page-context.ts).
 * Missing or malformed: one clear report, and the defaults, so the page keeps
 * working. `raw` (the object as the server wrote it) is what the features'
 * conditions read.
 */
export function readPageContext(
  element: ContextElement,
  report: (error: unknown, message: string) => void,
): { raw: Record<string, unknown>; page: PageContext } {
  if (element.error) report(element.error, 'Page context missing or malformed; using defaults');
  return { raw: element.raw, page: pageContext(element.raw) };
}
