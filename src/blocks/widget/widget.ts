/**
 * One widget block's flow: the shared widget call
 * (src/shared/widget-rendering/rendering.ts: the request, the failure notice
 * and 'Try again', the server markup kept until a rendering arrives) with
 * this block's request (./read-widget.ts) and behaviour (./behaviour.ts):
 * `data-href` links on every kind, the gallery on a summary that is one.
 */
import type { MethodCall } from '../../core/data-layer';
import type { BlockContext } from '../../core/types';
import { createWidgetRendering } from '../../shared/widget-rendering/rendering';
import { linkDataHrefs, mountSummaryGallery } from './behaviour';
import { readWidgetRequest, type WidgetKind } from './read-widget';

export { WIDGET_PATH } from '../../shared/widget-rendering/rendering';

/** The I/O of a widget: the data layer's `post`, and where a `data-href` link goes. */
export interface WidgetIo {
  post: MethodCall;
  navigate(url: string): void;
}

/** Starts the flow on `root`; returns its destroy. */
export function createWidget(root: HTMLElement, kind: WidgetKind, context: BlockContext, io: WidgetIo): () => void {
  return createWidgetRendering(root, {
    request: readWidgetRequest(root, kind, context.config, context.report),
    post: io.post,
    report: context.report,
    setBlockState: context.setState,
    behave(content, undo, isLive) {
      linkDataHrefs(content, undo, io.navigate);
      return kind === 'summary' ? mountSummaryGallery(content, context, isLive) : () => {};
    },
  });
}
