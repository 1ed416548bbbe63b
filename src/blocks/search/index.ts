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
 * See docs/blocks/search.md.
 */
import type { BlockContext, Unmount } from '../../core/types';
import { emitAdPixelEvent } from '../../telemetry/ad-pixel-events';
import { queryOf, readSearchMarkup } from './read-markup';

/** The loader's entry: mount a search block. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const markup = readSearchMarkup(root);
  // Thrown: the runtime marks this block failed and reports it; the others carry on.
  if (typeof markup === 'string') throw new Error(`search: ${markup}`);
  const { form, input } = markup;
  const doc = root.ownerDocument;
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
