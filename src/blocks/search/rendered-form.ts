/**
 * A search block whose server markup has no form yet (docs/blocks/search.md
 * "A block without its form"): its rendering comes through the widget call
 * (spec §7 GetWidgetRendering, `type` "search"), by the same flow as the
 * widget blocks (src/shared/widget-rendering/: one request, 'Unable to load
 * results' and 'Try again', the server markup kept until a rendering with a
 * form arrives), then `behave` mounts the search behaviour on the new form.
 * A chunk of its own, imported only for such a block: a block with its form
 * downloads none of this.
 */
import { createSiteDataLayer } from '../../core/site-data-layer';
import type { BlockContext } from '../../core/types';
import { createWidgetRendering, widgetRequestOf } from '../../shared/widget-rendering/rendering';

/** The `type` of the block's `widgetJSON`: the block's name, as the widget kinds send theirs. */
export const SEARCH_WIDGET_TYPE = 'search';

/**
 * Asks for `root`'s rendering, which must hold `field`; `behave` mounts on
 * the new content and returns its unmount. Returns the destroy.
 */
export function renderSearchForm(
  root: HTMLElement,
  context: BlockContext,
  field: string,
  behave: (content: HTMLElement) => () => void,
): () => void {
  const layer = createSiteDataLayer(root.ownerDocument, { report: context.report });
  const destroy = createWidgetRendering(root, {
    request: widgetRequestOf(root, SEARCH_WIDGET_TYPE, context.config),
    post: layer.post,
    report: context.report,
    setBlockState: context.setState,
    requires: field,
    behave,
  });
  return () => {
    destroy();
    layer.destroy();
  };
}
