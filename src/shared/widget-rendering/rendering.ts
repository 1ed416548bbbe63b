/**
 * The widget call's flow (spec §7 GetWidgetRendering, §4 data fetch helper,
 * §8 "Generic"), one for every block the server renders on request: the
 * widget blocks (src/blocks/widget/) and a search block without its form
 * (src/blocks/search/rendered-form.ts). Ask for the rendering as soon as the
 * block is mounted (the loader mounts it near the viewport), put the
 * answer's HTML in place of the content element's children, then mount the
 * block's behaviour on it. While loading and after a failure the server's
 * markup stays; a failure adds 'Unable to load results' with 'Try again',
 * and the block is `failed` until a retry succeeds. destroy() aborts the
 * request and puts the server's nodes back.
 */
import { createDataFetch, type FetchState } from '../../core/data-fetch';
import type { MethodCall } from '../../core/data-layer';
import { createMarkupUndo, type MarkupUndo } from '../markup-undo';
import { parseServerHtml } from '../server-html';
import { createFailureNotice } from './failure';

/** The call (spec §7). */
export const WIDGET_PATH = '/api/widget/GetWidgetRendering';

/** `data-widget-state` on the root: for theme CSS and tests. */
export type WidgetState = 'loading' | 'ready' | 'failed';

/** The form fields of the call: `widgetJSON` (a JSON string), and `collectionId` for a summary. */
export interface WidgetRequest {
  widgetJSON: string;
  collectionId?: string;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/**
 * `widgetJSON` for a block of `type` on `root`: `id` is the block JSON's
 * `id`, else the root's `id` attribute (the builder's block id), else '';
 * `value` is the block JSON (the settings the server renders with).
 */
export function widgetRequestOf(root: Element, type: string, value: Record<string, unknown>): WidgetRequest {
  return { widgetJSON: JSON.stringify({ type, id: text(value.id) ?? root.id, value }) };
}

/** The HTML of an answer: `html`, or `data.html` (spec §7 names the latter, the reference API sends the former). */
export function readRenderedHtml(answer: unknown): string {
  const of = (value: unknown) => (value && typeof value === 'object' ? (value as { html?: unknown }).html : undefined);
  const html = of(answer) ?? of((answer as { data?: unknown } | null)?.data);
  if (typeof html !== 'string') throw new TypeError('GetWidgetRendering answered without html');
  return html;
}

/** The element whose children the rendering replaces: `.sqs-block-content`, else the root. */
export const contentOf = (root: HTMLElement): HTMLElement =>
  root.querySelector<HTMLElement>(':scope>.sqs-block-content') ?? root;

/** What a block hands the flow. */
export interface RenderingOptions {
  request: WidgetRequest;
  /** The data layer's `post` (injectable for tests). */
  post: MethodCall;
  /** The block's error funnel. */
  report(error: unknown, message?: string): void;
  /**
   * The block's `data-block-state` (the runtime's BlockContext.setState):
   * `loading` until the first answer, then `ready` or `failed`; a retry in
   * flight leaves a failed block `failed` until it succeeds.
   */
  setBlockState?(state: WidgetState): void;
  /** A selector the rendering must match: an answer without it fails like a failed call (the server markup stays). */
  requires?: string;
  /**
   * Mounts the block's behaviour on the new content (changes recorded in
   * `undo`); returns, or resolves to, its unmount. `isLive` says whether the
   * block is still mounted (for a behaviour that waits for a chunk).
   */
  behave(content: HTMLElement, undo: MarkupUndo, isLive: () => boolean): (() => void) | Promise<() => void>;
}

/** Starts the flow on `root`; returns its destroy. */
export function createWidgetRendering(root: HTMLElement, options: RenderingOptions): () => void {
  const { post, report, requires } = options;
  const doc = root.ownerDocument;
  const content = contentOf(root);
  const undo = createMarkupUndo();
  const server = Array.from(content.childNodes);
  let live = true;
  /** The behaviour's unmount, once it has mounted. */
  let stopBehaviour: (() => void) | undefined;

  const setState = (state: WidgetState) => {
    // The block's state says whether it works: a retry's `loading` is the widget's alone.
    if (state !== 'loading' || !root.hasAttribute('data-widget-state')) options.setBlockState?.(state);
    undo.attr(root, 'data-widget-state', state);
    undo.attr(content, 'aria-busy', state === 'loading' ? 'true' : null);
  };

  const mounted = (unmount: () => void) => {
    if (live) return void (stopBehaviour = unmount);
    // Destroyed while the behaviour mounted: its undo puts the rendering back, so ours follows it.
    unmount();
    content.replaceChildren(...server);
  };

  const onChange = (state: FetchState<DocumentFragment>) => {
    if (state.status === 'pending') return (setState('loading'), notice.busy());
    if (state.status === 'success') {
      notice.hide(content);
      content.replaceChildren(state.data);
      // Called at once (ready means mounted); an async behaviour (the summary's gallery) settles later.
      void (async () => options.behave(content, undo, () => live))().then(mounted, (error: unknown) =>
        report(error, 'widget behaviour did not mount'),
      );
      return setState('ready');
    }
    report(state.error, 'widget rendering failed');
    notice.show();
    setState('failed');
  };

  const load = async (signal: AbortSignal) => {
    const rendering = parseServerHtml(
      doc,
      readRenderedHtml(await post(WIDGET_PATH, { form: { ...options.request }, signal })),
    );
    if (requires && !rendering.querySelector(requires))
      throw new TypeError(`GetWidgetRendering answered without ${requires}`);
    return rendering;
  };

  // The server's nodes go back last, after whatever the behaviour changed in the rendering.
  undo.add(() => content.replaceChildren(...server));
  const notice = createFailureNotice(root, undo, () => fetch.refetch());
  const fetch = createDataFetch(load, onChange);
  return () => {
    live = false;
    fetch.destroy();
    stopBehaviour?.();
    undo.restore();
  };
}
