/**
 * The visitor's popup record in local storage (spec §3 "Popup overlay":
 * "Local-storage record: version, submitted, closed date (keys: closed
 * date, key, version, submitted)") and the rule it serves (spec §4: "shown
 * again after the closed date plus displayFrequency days").
 *
 * `key` is the site's id: a record another site left on the same origin
 * (a preview domain, a local test) does not count. A record that is not
 * ours, of another version, or unreadable is no record. Storage that is
 * missing or throws keeps nothing: the popup then shows on each page,
 * within the frequency of this page's own close.
 */
import { safeLocalStorage, type StorageLike } from '../../core/storage/safe-storage';
import type { PopupSettings } from './settings';

/** The local-storage entry. */
export const RECORD_STORAGE_KEY = 'site-runtime:popup-overlay';

/** One day, in ms. */
export const DAY_MS = 86_400_000;

export interface PopupRecord {
  /** When the visitor last closed it (epoch ms), or null when never closed. */
  closedDate: number | null;
  key: string;
  version: number;
  /** The visitor signed up through it. */
  submitted: boolean;
}

/** Whether the popup shows now, for `record` (null: none) under `settings`. */
export function shouldShowPopup(
  settings: PopupSettings,
  record: PopupRecord | null,
  key: string,
  now: number,
): boolean {
  if (!record || record.key !== key || record.version !== settings.version) return true;
  if (record.submitted && settings.showUntilSignup) return false;
  if (record.closedDate === null) return true;
  if (settings.displayFrequency < 0) return false;
  return now >= record.closedDate + settings.displayFrequency * DAY_MS;
}

const isRecord = (value: unknown): value is PopupRecord => {
  const r = value as PopupRecord | null;
  return (
    !!r &&
    typeof r === 'object' &&
    (r.closedDate === null || typeof r.closedDate === 'number') &&
    typeof r.key === 'string' &&
    typeof r.version === 'number' &&
    typeof r.submitted === 'boolean'
  );
};

/** The record store: read and write, never throwing. */
export interface RecordStore {
  read(): PopupRecord | null;
  write(record: PopupRecord): void;
}

/** The store over `storage` (default: this page's local storage, when it can be read). */
export function createRecordStore(storage: StorageLike | null = safeLocalStorage()): RecordStore {
  return {
    read() {
      try {
        const value: unknown = JSON.parse(storage?.getItem(RECORD_STORAGE_KEY) ?? 'null');
        return isRecord(value) ? value : null;
      } catch {
        return null;
      }
    },
    write(record) {
      try {
        storage?.setItem(RECORD_STORAGE_KEY, JSON.stringify(record));
      } catch {
        // a full or refusing storage: the popup may show again, nothing breaks
      }
    },
  };
}
