/**
 * One widget block's flow (spec §7 GetWidgetRendering, §4 data fetch helper,
 * §8 "Generic"): ask the server for the rendering as soon as the block is
 * mounted (the loader mounts it near the viewport), put the answer's HTML in
 * place of the content element's children, then mount the kind's behaviour.
 * While loading and after a failure the server's markup stays; a failure adds
 * 'Unable to load results' with 'Try again'. destroy() aborts the request and
 * puts the server's nodes back.
 */
import { createDataFetch, type FetchState } from '../../core/data-fetch';
import type { MethodCall } from '../../core/data-layer';
import type { BlockContext } from '../../core/types';
import { createMarkupUndo } from '../../shared/markup-undo';
import { parseServerHtml } from '../../shared/server-html';
import { linkDataHrefs, mountSummaryGallery } from './behaviour';
import { createFailureNotice } from './failure';
import { readRenderedHtml, readWidgetRequest, type WidgetKind } from './read-widget';

/** The call (spec §7). */
export const WIDGET_PATH = '/api/widget/GetWidgetRendering';

/** `data-widget-state` on the root: for theme CSS and tests. */
export type WidgetState = 'loading' | 'ready' | 'failed';

/** The I/O of a widget: the data layer's `post`, and where a `data-href` link goes. */
export interface WidgetIo {
  post: MethodCall;
  navigate(url: string): void;
}

/** The element whose children the rendering replaces: `.sqs-block-content`, else the root. */
export const contentOf = (root: HTMLElement): HTMLElement =>
  root.querySelector<HTMLElement>(':scope>.sqs-block-content') ?? root;

/** Starts the flow on `root`; returns its destroy. */
export function createWidget(root: HTMLElement, kind: WidgetKind, context: BlockContext, io: WidgetIo): () => void {
  const doc = root.ownerDocument;
  const content = contentOf(root);
  const request = readWidgetRequest(root, kind, context.config, context.report);
  const undo = createMarkupUndo();
  const server = Array.from(content.childNodes);
  let live = true;
  /** The gallery's unmount, once it has mounted. */
  let stopGallery: (() => void) | undefined;

  const setState = (state: WidgetState) => {
    undo.attr(root, 'data-widget-state', state);
    undo.attr(content, 'aria-busy', state === 'loading' ? 'true' : null);
  };

  const show = (html: DocumentFragment) => {
    content.replaceChildren(html);
    linkDataHrefs(content, undo, io.navigate);
    if (kind !== 'summary') return;
    mountSummaryGallery(content, context, () => live).then(
      (unmount) => {
        if (live) return void (stopGallery = unmount);
        // Destroyed while the gallery mounted: its undo puts the rendering back, so ours follows it.
        unmount();
        content.replaceChildren(...server);
      },
      (error: unknown) => context.report(error, 'summary gallery did not mount'),
    );
  };

  const onChange = (state: FetchState<DocumentFragment>) => {
    if (state.status === 'pending') return (setState('loading'), notice.busy());
    if (state.status === 'success') {
      notice.hide(content);
      show(state.data);
      return setState('ready');
    }
    context.report(state.error, 'widget rendering failed');
    notice.show();
    setState('failed');
  };

  // The server's nodes go back last, after whatever the behaviour changed in the rendering.
  undo.add(() => content.replaceChildren(...server));
  const notice = createFailureNotice(root, undo, () => fetch.refetch());
  const fetch = createDataFetch(
    (signal) =>
      io
        .post(WIDGET_PATH, { form: { ...request }, signal })
        .then((answer) => parseServerHtml(doc, readRenderedHtml(answer))),
    onChange,
  );
  return () => {
    live = false;
    fetch.destroy();
    stopGallery?.();
    undo.restore();
  };
}
