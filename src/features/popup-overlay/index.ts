/**
 * The popup overlay feature (spec §3 "Popup overlay", §4, §2
 * `sqsscreenshot`, §6, §7 `POST /api/census/overlay`): the server renders
 * the popup (`.sqs-popup-overlay[hidden]`, its newsletter form a newsletter
 * block that the form's own flow runs); this shows it as a modal dialog
 * when the visitor's record and the settings allow, records the close and a
 * signup, and counts each showing. See docs/features/popup-overlay.md.
 */
import { BREAKPOINTS } from '../../core/enums/limits';
import { escapeManagerFor } from '../../core/escape';
import { isScreenshot } from '../../core/query-flags';
import type { FeatureContext, PageContext, Unmount } from '../../core/types';
import { FORM_SUCCESS_EVENT } from '../../shared/form-events';
import { createMarkupUndo } from '../../shared/markup-undo';
import { lazyBlockCensus, overlay as overlayCensus } from '../../telemetry/census-calls';
import { findPopupParts, openPopupDialog, type CloseReason } from './dialog';
import { createRecordStore, shouldShowPopup, type RecordStore } from './record';
import { readPopupSettings } from './settings';
import { placePopup } from './styles';

export { shouldShowPopup, RECORD_STORAGE_KEY, type PopupRecord } from './record';

/** Bubbling events on the overlay: shown, and closed (`detail.reason`). */
export const POPUP_EVENTS = { open: 'site-runtime:popup-open', close: 'site-runtime:popup-close' } as const;

/**
 * `data-popup-state` on the overlay, for theme CSS and tests: `open`, then
 * `closed`; `skipped` when this page does not show it (record, frequency,
 * screenshot, phone). Removed when the runtime stops.
 */
export const POPUP_STATE_ATTRIBUTE = 'data-popup-state';

/** What the popup works with; tests pass their own. */
export interface PopupIo {
  win: Window & typeof globalThis;
  store: RecordStore;
  now: () => number;
  /** Count one showing (spec §7 `POST /api/census/overlay`); returns the stop that drops what is queued. */
  count(version: number): () => void;
}

const defaultIo = (page: PageContext): PopupIo => ({
  win: window,
  store: createRecordStore(),
  now: Date.now,
  count(version) {
    try {
      const census = lazyBlockCensus(page, document);
      // Reading: the spec gives no payload; the version shown, plus the page fields.
      overlayCensus(census, { version });
      return () => census.destroy();
    } catch {
      return () => undefined; // ignored: telemetry
    }
  },
});

/** Show the popup if it should show; returns the stop (closes it without recording, restores the markup). */
export function startPopup(page: PageContext, io: PopupIo = defaultIo(page)): () => void {
  const { win, store, now } = io;
  const doc = win.document;
  const settings = readPopupSettings(page);
  const key = page.website.id ?? '';
  const phone = win.matchMedia?.(`(max-width: ${BREAKPOINTS.mobileMax}px)`).matches === true;
  const undo = createMarkupUndo();
  const parts = findPopupParts(doc, undo);
  if (!parts) return () => undefined;
  const state = (value: string) => undo.attr(parts.overlay, POPUP_STATE_ATTRIBUTE, value);
  if (
    isScreenshot(win.location.search) ||
    (phone && !settings.enableMobile) ||
    !shouldShowPopup(settings, store.read(), key, now())
  ) {
    undo.restore();
    state('skipped');
    return () => undo.restore();
  }
  const save = (change: { closedDate?: number; submitted?: boolean }) => {
    const before = store.read();
    const mine = before && before.key === key && before.version === settings.version ? before : null;
    store.write({
      key,
      version: settings.version,
      closedDate: change.closedDate ?? mine?.closedDate ?? null,
      submitted: change.submitted ?? mine?.submitted ?? false,
    });
  };
  const emit = (type: string, detail?: object) =>
    parts.overlay.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  // In the dialog's scope: closing takes the inline `display` off with the rest, so `hidden` hides it again.
  undo.scoped('open', () => placePopup(parts.overlay, parts.panel, settings.style, undo));
  // A signup through its form (the newsletter block's own flow) ends it for good with showUntilSignup.
  undo.on(parts.overlay, FORM_SUCCESS_EVENT, () => save({ submitted: true }));
  const close = openPopupDialog(parts, undo, escapeManagerFor(doc), (reason: CloseReason) => {
    save({ closedDate: now() });
    state('closed');
    emit(POPUP_EVENTS.close, { reason });
  });
  state('open');
  emit(POPUP_EVENTS.open);
  undo.add(io.count(settings.version));
  return () => {
    close();
    undo.restore();
  };
}

/** The feature's entry. */
export function start({ page }: FeatureContext): Unmount {
  return startPopup(page);
}
