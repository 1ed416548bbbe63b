import { CONTEXT_ELEMENT_ID, pageContext } from '../../core/page-context';
import type { PageContext } from '../../core/types';

/**
 * The page context: `<script type="application/json" id="site-context">`,
 * with every default filled in (src/core/page-context.ts). Missing or
 * malformed: one clear report, and the defaults, so the page keeps working.
 * `raw` (the object as the server wrote it) is what the features' conditions read.
 */
export function readPageContext(
  doc: Document,
  report: (error: unknown, message: string) => void,
): { raw: Record<string, unknown>; page: PageContext } {
  let raw: Record<string, unknown> = {};
  try {
    const element = doc.getElementById(CONTEXT_ELEMENT_ID);
    if (!element) throw new Error(`no <script type="application/json" id="${CONTEXT_ELEMENT_ID}">`);
    const parsed: unknown = JSON.parse(element.textContent || '');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new TypeError('not a JSON object');
    raw = parsed as Record<string, unknown>;
  } catch (error) {
    report(error, 'Page context missing or malformed; using defaults');
  }
  return { raw, page: pageContext(raw) };
}
