/**
 * The search preview (spec §2's "search preview" lazy chunk): results as the
 * visitor types, as a WAI-ARIA combobox (APG "combobox with listbox popup").
 *
 * - Typing asks for the field's value after {@link PREVIEW_DEBOUNCE_MS} of
 *   quiet; a newer query cancels the older request
 *   (src/shared/combobox/preview-source.ts).
 * - Down/Up open the list and move through the options (wrapping), Enter
 *   follows the active one (without one the form submits: /search?q=…),
 *   Escape closes the list and a second Escape clears the field, Home/End
 *   and Left/Right stay the text field's.
 * - A failed request shows 'Unable to load results' and 'Try again' (spec
 *   §8); what the visitor typed stays.
 */
import { isDataLayerError } from '../../core/data-layer';
import { createSiteDataLayer } from '../../core/site-data-layer';
import type { Timers } from '../../core/time-limit';
import { SEARCH_WORDS } from '../../core/words/search';
import { createComboboxView } from '../../shared/combobox/combobox-view';
import { createPreviewSource, type SourceState } from '../../shared/combobox/preview-source';
import { createMarkupUndo } from '../../shared/markup-undo';
import { fetchPreview, type PreviewItem } from './preview-items';
import { say } from '../../core/message-format/page-words';

/** The quiet time after the last keystroke before the preview asks (the spec gives none). */
export const PREVIEW_DEBOUNCE_MS = 200;
/** How many results the preview shows unless `previewLimit` says otherwise. */
export const PREVIEW_LIMIT = 5;

/** What the preview needs; the I/O is injectable for tests. */
export interface SearchPreviewOptions {
  input: HTMLInputElement;
  config: Record<string, unknown>;
  report(error: unknown, message?: string): void;
  /** Whether the visitor has typed already (ask at once for what is in the field). */
  typed?: boolean;
  timers?: Timers;
  load?(query: string, signal: AbortSignal): Promise<PreviewItem[]>;
  follow?(url: string): void;
}

/** A positive integer `previewLimit`, else {@link PREVIEW_LIMIT}. */
export function readLimit(config: Record<string, unknown>): number {
  const limit = Number(config.previewLimit);
  return Number.isInteger(limit) && limit > 0 ? limit : PREVIEW_LIMIT;
}

/** Starts the preview on the block's field; `destroy()` puts the markup back. */
export function createSearchPreview(options: SearchPreviewOptions): { destroy(): void } {
  const { input, report, timers } = options;
  const doc = input.ownerDocument;
  const undo = createMarkupUndo();
  const limit = readLimit(options.config);
  let load = options.load;
  if (!load) {
    const layer = createSiteDataLayer(doc);
    undo.add(() => layer.destroy());
    load = (query, signal) => fetchPreview(layer, query, signal, doc.baseURI, limit);
  }
  const follow = options.follow ?? ((url: string) => doc.defaultView?.location.assign(url));
  const view = createComboboxView<PreviewItem>(input, undo, {
    prefix: 'search-preview',
    words: {
      label: say('search.label', SEARCH_WORDS.label),
      none: say('search.none', SEARCH_WORDS.none),
      count: { id: 'search.count', english: SEARCH_WORDS.count },
    },
    choose: (item) => follow(item.url),
    retry: () => (input.focus(), source.retry()),
  });
  const onState = (state: SourceState<PreviewItem[]>) => {
    if (state.status === 'idle') return view.clear();
    if (state.status === 'success') return view.showItems(state.data);
    if (state.status !== 'failed') return;
    // A malformed answer is the server's mistake: say so; a failed call is the network's.
    if (!isDataLayerError(state.error)) report(state.error, 'search: unusable preview answer');
    view.showError();
  };
  const source = createPreviewSource({ load, onState, delay: PREVIEW_DEBOUNCE_MS, timers });
  undo.add(() => source.destroy());

  // Trimmed as the form's query is (./read-markup.ts; not imported, so that module stays in the block's chunk).
  const queryOf = () => input.value.trim();
  undo.on(input, 'input', () => {
    view.clearActive();
    source.query(queryOf());
  });
  undo.on(input, 'keydown', (event) => onKey(event as KeyboardEvent));
  undo.on(input, 'focusout', (event) => {
    if (!view.contains((event as FocusEvent).relatedTarget as Node | null)) view.close();
  });

  function onKey(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    const url = view.active()?.url;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        return view.move(event.key === 'ArrowDown' ? 1 : -1);
      case 'Enter':
        if (!url) return; // the form submits
        event.preventDefault();
        return follow(url);
      case 'Escape':
        // Consumed here: the page's escape manager leaves a prevented Escape alone.
        if (view.expanded) return (event.preventDefault(), view.close());
        if (!input.value) return;
        event.preventDefault();
        input.value = '';
        return source.query('');
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        return view.clearActive();
    }
  }

  if (options.typed) source.query(queryOf(), true);
  return { destroy: () => undo.restore() };
}
