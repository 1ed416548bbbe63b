/**
 * The widget blocks' chunk entry (docs/blocks/widgets.md): summary v2
 * (`data-block-type="55"`), chart, calendar and tour dates, whose content the
 * server renders on request (spec §7 GetWidgetRendering). One chunk for the
 * four: they share the call, the failure notice and the inserted-HTML rule
 * (src/shared/widget-rendering/, also a form-less search block's), and
 * differ only in what is mounted on the rendering (the gallery, fetched only
 * for a summary whose rendering is one). A summary the server already
 * rendered is not asked for again: its items are enhanced where they are.
 */
import { createSiteDataLayer } from '../../core/site-data-layer';
import type { BlockContext, Unmount } from '../../core/types';
import { widgetKindOf } from './read-widget';
import { enhanceSummary, isRenderedSummary } from './summary';
import { createWidget } from './widget';

export { readRenderedHtml, readWidgetRequest, widgetKindOf, WIDGET_CLASSES } from './read-widget';
export { createWidget, WIDGET_PATH } from './widget';

/**
 * The loader's entry: mount a widget block. A summary the server rendered
 * with its items is enhanced as it is (./summary.ts); every other block asks
 * for its rendering, and is `ready` or `failed` as that call turns out
 * (`context.setState`). A root of no known kind fails this block only.
 */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const kind = widgetKindOf(root);
  if (!kind)
    throw new Error('widget block of no known kind (data-block-type="55", chart-, calendar- or tourdates-block)');
  if (kind === 'summary' && isRenderedSummary(root)) return enhanceSummary(root, context);
  const doc = root.ownerDocument;
  const layer = createSiteDataLayer(doc, { report: context.report });
  const destroy = createWidget(root, kind, context, {
    post: layer.post,
    navigate: (url) => doc.defaultView?.location.assign(url),
  });
  return () => {
    destroy();
    layer.destroy();
  };
}
