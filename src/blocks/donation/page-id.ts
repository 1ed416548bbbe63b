/**
 * Where a donate button goes (spec §2 "Paths and navigation targets":
 * `/checkout/donate?donatePageId={donatePageId}`) and where the page id is read.
 */

/** The donate page's path, without the query. */
export const DONATE_PATH = '/checkout/donate';

// Page ids are opaque tokens (spec §2 shows 24-character ids for pages); we
// accept any short token of letters, digits, `_` and `-`, so a stray object,
// an empty string or a sentence pasted into the setting is refused rather
// than sent to checkout.
const PAGE_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether `value` can be a donate page id (a short token, or a safe integer). */
export function isDonatePageId(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return typeof value === 'string' && PAGE_ID.test(value);
}

/**
 * The page id: `donatePageId` of the block's `data-block-json` first (the
 * block's own settings), else the button's `data-donate-page-id`. Returns
 * `undefined` when neither holds a valid id.
 */
export function readDonatePageId(config: Record<string, unknown>, button: Element | null): string | undefined {
  const fromConfig = config.donatePageId;
  if (fromConfig !== undefined && fromConfig !== null && fromConfig !== '') {
    return isDonatePageId(fromConfig) ? String(fromConfig) : undefined;
  }
  const fromButton = button?.getAttribute('data-donate-page-id')?.trim();
  return isDonatePageId(fromButton) ? fromButton : undefined;
}

/** The donate URL for a page id, the id encoded as a query value. */
export function donateUrl(pageId: string): string {
  return `${DONATE_PATH}?donatePageId=${encodeURIComponent(pageId)}`;
}
