/**
 * The address autocomplete (a lazy chunk of the form block, loaded at the
 * first focus of or input in an opted-in address line 1; docs/blocks/form.md
 * "Address autocomplete"): the line becomes a WAI-ARIA combobox
 * (src/shared/combobox/) whose suggestions come from the places calls
 * (spec §7), and a chosen one fills the address parts.
 *
 * - Typing asks after {@link AUTOCOMPLETE_DEBOUNCE_MS} of quiet, from
 *   {@link MIN_INPUT} characters; a newer text cancels the older request.
 * - Down/Up open the list and move (wrapping), Enter or a click chooses (the
 *   details call fills the parts), Escape closes the list; without an
 *   active option Enter submits the form as before.
 * - Any failure leaves what the visitor typed: the list closes and the
 *   field is plain text again.
 */
import { isDataLayerError, type DataLayer } from '../../core/data-layer';
import { createPlaces, type PlacesContext } from '../../core/site-calls/places';
import { createSiteDataLayer } from '../../core/site-data-layer';
import type { Timers } from '../../core/time-limit';
import { ADDRESS_WORDS } from '../../core/words/address';
import { createComboboxView } from '../../shared/combobox/combobox-view';
import { createPreviewSource, type SourceState } from '../../shared/combobox/preview-source';
import { createMarkupUndo } from '../../shared/markup-undo';
import { fillAddress } from './fill-address';
import { readAddress, readSuggestions, type PlaceSuggestion } from './place-answers';
import type { FieldPart } from './types';
import { say } from '../../core/message-format/page-words';

/** The quiet time after the last keystroke before the suggestions are asked for (the spec gives none). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 250;
/** Fewer characters than this ask for nothing: a letter or two matches half the world. */
export const MIN_INPUT = 3;
/** The tracking context of every places call the form makes (spec §7: both fields required). */
export const FORM_PLACES_CONTEXT: PlacesContext = { productPage: 'form', productSection: 'address' };

/** What the autocomplete needs; the I/O is injectable for tests. */
export interface AddressAutocompleteOptions {
  /** The address line 1 control. */
  input: HTMLInputElement;
  /** The address field's parts (src/blocks/form/field-parts.ts), filled by a chosen place. */
  parts: readonly FieldPart[];
  report(error: unknown, message?: string): void;
  /** Whether the visitor has typed already (ask at once for what is in the field). */
  typed?: boolean;
  /** The data layer of the places calls; default the page's site data layer. */
  layer?: Pick<DataLayer, 'request'>;
  timers?: Timers;
}

/** Starts the autocomplete on `input`; `destroy()` puts the markup back and cancels every call. */
export function createAddressAutocomplete(options: AddressAutocompleteOptions): { destroy(): void } {
  const { input, parts, report, timers } = options;
  const undo = createMarkupUndo();
  let layer = options.layer;
  if (!layer) {
    const own = createSiteDataLayer(input.ownerDocument);
    undo.add(() => own.destroy());
    layer = own;
  }
  const places = createPlaces(layer);
  /** A failure we did not expect (a malformed answer) goes to the block funnel; a failed call is the network's. */
  const reportOdd = (error: unknown) => isDataLayerError(error) || report(error, 'form: unusable places answer');

  let details: AbortController | undefined;
  const cancelDetails = () => details?.abort();
  undo.add(cancelDetails);
  const choose = (suggestion: PlaceSuggestion) => {
    view.close();
    cancelDetails();
    const controller = (details = new AbortController());
    const typed = input.value;
    places
      .details(suggestion.placeId, FORM_PLACES_CONTEXT, { signal: controller.signal })
      .then(readAddress)
      // Typed over since the choice (or cancelled): what the visitor typed wins.
      .then((address) => controller.signal.aborted || input.value !== typed || fillAddress(parts, address))
      .catch((error: unknown) => controller.signal.aborted || reportOdd(error));
  };

  const view = createComboboxView<PlaceSuggestion>(input, undo, {
    prefix: 'address-autocomplete',
    words: {
      label: say('address.label', ADDRESS_WORDS.label),
      none: say('address.none', ADDRESS_WORDS.none),
      count: { id: 'address.count', english: ADDRESS_WORDS.count },
    },
    choose,
    retry: () => source.retry(),
  });
  const onState = (state: SourceState<PlaceSuggestion[]>) => {
    if (state.status === 'success') return view.showItems(state.data);
    if (state.status === 'pending') return;
    // Idle, or a failure: no list, and the field is plain text.
    if (state.status === 'failed') reportOdd(state.error);
    view.clear();
  };
  const load = (text: string, signal: AbortSignal) =>
    places.autocomplete(text, FORM_PLACES_CONTEXT, { signal }).then(readSuggestions);
  const source = createPreviewSource({ load, onState, delay: AUTOCOMPLETE_DEBOUNCE_MS, timers });
  undo.add(() => source.destroy());

  const textOf = () => {
    const text = input.value.trim();
    return text.length >= MIN_INPUT ? text : '';
  };
  undo.on(input, 'input', () => {
    view.clearActive();
    cancelDetails();
    source.query(textOf());
  });
  undo.on(input, 'keydown', (event) => onKey(event as KeyboardEvent));
  undo.on(input, 'focusout', (event) => {
    if (!view.contains((event as FocusEvent).relatedTarget as Node | null)) view.close();
  });

  function onKey(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
    const active = view.active();
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        return view.move(event.key === 'ArrowDown' ? 1 : -1);
      case 'Enter':
        if (!active) return; // the form submits
        event.preventDefault();
        return choose(active);
      case 'Escape':
        // Consumed only when it closes the list: the page's escape manager leaves a prevented Escape alone.
        if (view.expanded) return (event.preventDefault(), view.close());
        return;
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        return view.clearActive();
    }
  }

  if (options.typed) source.query(textOf(), true);
  return { destroy: () => undo.restore() };
}
