/**
 * The preview's call and what it accepts of the answer. The spec names no
 * preview call; this runtime's is `GET /api/search/preview?q=` answering
 * `{ items: [{ title, url, excerpt }] }` (docs/blocks/search.md).
 */
import type { DataLayer } from '../../core/data-layer';

/** The preview call's path. */
export const PREVIEW_PATH = '/api/search/preview';

/** One result as the preview shows it. */
export interface PreviewItem {
  title: string;
  url: string;
  excerpt: string;
}

/** Only links a visitor may follow: http(s) on any host, or a path of the site. */
function safeUrl(value: unknown, base: string): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The well-formed items of an answer (at most `limit`); anything else in it is dropped. */
export function readItems(answer: unknown, base: string, limit: number): PreviewItem[] {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new Error('search: the preview answer has no items array');
  const read: PreviewItem[] = [];
  for (const item of items as Array<Record<string, unknown> | null>) {
    const url = safeUrl(item?.url, base);
    const title = item?.title;
    if (!url || typeof title !== 'string' || !title) continue;
    read.push({ title, url, excerpt: typeof item?.excerpt === 'string' ? item.excerpt : '' });
    if (read.length >= limit) break;
  }
  return read;
}

/** Asks the data layer for `query`'s preview; `signal` cancels it. */
export async function fetchPreview(
  layer: Pick<DataLayer, 'get'>,
  query: string,
  signal: AbortSignal,
  base: string,
  limit: number,
): Promise<PreviewItem[]> {
  return readItems(await layer.get(PREVIEW_PATH, { query: { q: query }, signal }), base, limit);
}
