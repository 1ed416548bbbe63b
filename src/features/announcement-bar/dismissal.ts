/**
 * "Closable, remembered" (issue 14): a closed announcement stays closed on
 * the visitor's next pages, and a new announcement shows again. What is
 * remembered is a fingerprint of the bar's text, in local storage, so the
 * site never has to version its announcements.
 */
import { safeLocalStorage, type StorageLike } from '../../core/storage/safe-storage';

/** The local-storage entry. */
export const DISMISSAL_STORAGE_KEY = 'site-runtime:announcement-bar';

/** A short fingerprint of `text` (FNV-1a, 32 bits, base 36): equal texts, equal prints. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

/** Whether the announcement with `text` was closed; `dismiss` remembers it was. Never throws. */
export function createDismissal(text: string, storage: StorageLike | null = safeLocalStorage()) {
  const print = fingerprint(text.replace(/\s+/g, ' ').trim());
  return {
    dismissed(): boolean {
      try {
        return storage?.getItem(DISMISSAL_STORAGE_KEY) === print;
      } catch {
        return false;
      }
    },
    dismiss(): void {
      try {
        storage?.setItem(DISMISSAL_STORAGE_KEY, print);
      } catch {
        // a refusing storage: the bar shows again on the next page
      }
    },
  };
}
