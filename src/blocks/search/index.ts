/**
 * The search block's chunk entry (`.sqs-block.search-block`, also the search
 * form of the `/search` page, type 102). The form works without the runtime
 * (a GET to /search?q=…); the block adds two things:
 *
 * - the 'search' ad-pixel event when a search is submitted (spec §7);
 * - the results preview as the visitor types (spec §2's "search preview"
 *   lazy chunk, ./search-preview.ts), fetched only at the first focus of or
 *   input in the field, never at start.
 *
 * A block whose server markup has no form yet gets it through the widget
 * call first (./rendered-form.ts, imported only then), and the two things
 * mount on the rendered form.
 *
 * See docs/blocks/search.md.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { emitAdPixelEvent } from '../../telemetry/ad-pixel-events';
import { queryOf, readSearchMarkup, SEARCH_FIELD, type SearchMarkup } from './read-markup';

/** The loader's entry: mount a search block, its form the server's or, without one, the server's rendering. */
export function mount(root: HTMLElement, context: BlockContext): Unmount | Promise<Unmount> {
  const markup = readSearchMarkup(root);
  if (typeof markup !== 'string') return startSearch(markup, context);
  // A failed import rejects: the runtime marks this block failed and reports it; the others carry on.
  return import('./rendered-form').then(({ renderSearchForm }) =>
    renderSearchForm(root, context, SEARCH_FIELD, (content) =>
      // The rendering holds SEARCH_FIELD: the flow refuses one without it.
      startSearch(readSearchMarkup(content) as SearchMarkup, context),
    ),
  );
}

/** The pixel and the preview on the block's form; returns their unmount. */
function startSearch({ form, input }: SearchMarkup, context: BlockContext): () => void {
  const doc = input.ownerDocument;
  // What the server wrote (the /search page's query): a changed value means the visitor typed.
  const initial = input.value;
  let stopPreview: (() => void) | undefined;
  let stopped = false;

  const onSubmit = () => {
    const query = queryOf(input);
    // The form's own navigation follows; the relay delivers synchronously.
    if (query) emitAdPixelEvent(doc, 'search', { query });
  };
  const startPreview = () => {
    input.removeEventListener('focus', startPreview);
    input.removeEventListener('input', startPreview);
    import('./search-preview').then(
      ({ createSearchPreview }) => {
        if (stopped) return;
        stopPreview = createSearchPreview({
          input,
          config: context.config,
          report: context.report,
          typed: input.value !== initial,
        }).destroy;
      },
      (error: unknown) => context.report(error, 'search: the preview could not be loaded'),
    );
  };

  // Unguarded: neither can throw (the ad-pixel bus never throws; the preview starts in a promise).
  form.addEventListener('submit', onSubmit);
  input.addEventListener('focus', startPreview);
  input.addEventListener('input', startPreview);
  // A visitor who reached the field before this chunk arrived.
  if (doc.activeElement === input) startPreview();
  return () => {
    stopped = true;
    form.removeEventListener('submit', onSubmit);
    input.removeEventListener('focus', startPreview);
    input.removeEventListener('input', startPreview);
    stopPreview?.();
  };
}
