/**
 * What a widget block asks the server for (spec §7 GetWidgetRendering), read
 * from its markup (docs/blocks/widgets.md "Markup"): its kind from the root,
 * and the `widgetJSON` it sends from its `data-block-json`. Pure: no request,
 * no DOM change.
 */
import { CAROUSEL } from '../../core/enums/gallery-constants';
import { readNumber, readOneOf } from '../../shared/block-settings';
import { widgetRequestOf, type WidgetRequest } from '../../shared/widget-rendering/rendering';

export { readRenderedHtml, type WidgetRequest } from '../../shared/widget-rendering/rendering';

/** The four widget kinds, each the `type` it sends in `widgetJSON`. */
export type WidgetKind = 'summary' | 'chart' | 'calendar' | 'tourdates';

/** The root class of each kind but the summary, which its block type marks (spec §3: summary v2 is 55). */
export const WIDGET_CLASSES: Readonly<Record<Exclude<WidgetKind, 'summary'>, string>> = {
  chart: 'chart-block',
  calendar: 'calendar-block',
  tourdates: 'tourdates-block',
};

/** The chart types (spec §3 "Gallery and summary layouts"); the first is the default. */
export const CHART_TYPES = ['bar', 'line', 'pie'] as const;

/**
 * The kind of a root the loader's `widget` row matched: its class, else a
 * summary (the row's other match is `data-block-type="55"`; reading the
 * number here would make the block-type table a chunk of its own).
 */
export function widgetKindOf(root: Element): WidgetKind {
  const kinds = Object.keys(WIDGET_CLASSES) as (keyof typeof WIDGET_CLASSES)[];
  return kinds.find((kind) => root.classList.contains(WIDGET_CLASSES[kind])) ?? 'summary';
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : typeof value === 'number' ? String(value) : undefined;

/**
 * The call's fields for a `kind` block with block JSON `config`:
 * - `type`: the kind; `id` and `value` as every rendered block sends them
 *   (`widgetRequestOf`), a chart's `chartType` read as bar, line or pie
 *   (unknown: bar, reported);
 * - `collectionId`: a summary's `collectionId`, beside `widgetJSON` too
 *   (spec §7: "plus collectionId for summary events"; sent for every
 *   summary that names one, as the server alone knows which are events).
 */
export function readWidgetRequest(
  root: Element,
  kind: WidgetKind,
  config: Record<string, unknown>,
  report: (error: unknown, message?: string) => void,
): WidgetRequest {
  const value = { ...config };
  if (kind === 'chart') {
    const chartType = readOneOf(config.chartType, CHART_TYPES);
    if (!chartType && config.chartType !== undefined)
      report(
        new TypeError(`unknown chartType ${JSON.stringify(config.chartType)}`),
        'chart: unknown chartType, bar used',
      );
    value.chartType = chartType ?? CHART_TYPES[0];
  }
  const request = widgetRequestOf(root, kind, value);
  const collectionId = kind === 'summary' ? text(config.collectionId) : undefined;
  if (collectionId) request.collectionId = collectionId;
  return request;
}

/** The items of a summary the server rendered with the page (docs/blocks/widgets.md "A summary the server rendered"). */
export const SUMMARY_ITEM = '.summary-item';

/** What a rendered summary's enhancement reads of its settings. */
export interface SummaryLayout {
  /** The `carousel` design: its pager moves the items by a row. */
  carousel: boolean;
  /** Items per row the builder asked for (`slidesPerRow`; spec §9: a carousel shows 3). */
  perRow: number;
}

/**
 * The layout of a summary the server rendered: `design` in the block JSON,
 * else the wrapper's `summary-block-setting-design-{design}` class; the
 * items per row in `slidesPerRow` (7.1) or `slides-per-row` (7.0). A value
 * that is not a whole number of 1 or more keeps the spec's 3.
 */
export function readSummaryLayout(root: Element, config: Record<string, unknown>): SummaryLayout {
  const wrapper = root.querySelector('[class*="summary-block-setting-design-"]')?.className ?? '';
  const design = config.design || /\bsummary-block-setting-design-([\w-]+)/.exec(wrapper)?.[1];
  const perRow = readNumber(config.slidesPerRow ?? config['slides-per-row'], { min: 1, integer: true });
  return { carousel: readOneOf(design, ['carousel']) !== undefined, perRow: perRow ?? CAROUSEL.slidesPerRow };
}
