import { BLOCKS } from '../../../src/loader/catalogue/blocks';
import { selectorOf } from '../../../src/loader/roots';
import {
  readRenderedHtml,
  readWidgetRequest,
  WIDGET_CLASSES,
  widgetKindOf,
  type WidgetKind,
} from '../../../src/blocks/widget/read-widget';

const element = (html: string) => {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
};

describe('the kind of a widget root', () => {
  it.each([
    ['<div class="sqs-block" data-block-type="55"></div>', 'summary'],
    ['<div class="sqs-block chart-block"></div>', 'chart'],
    ['<div class="sqs-block calendar-block"></div>', 'calendar'],
    ['<div class="sqs-block tourdates-block"></div>', 'tourdates'],
  ])('%s is %s', (html, kind) => {
    expect(widgetKindOf(element(html))).toBe(kind);
  });

  it("the catalogue's one widget row matches every kind's root, and no other block", () => {
    const row = BLOCKS.find((entry) => entry.name === 'widget')!;
    const selector = selectorOf(row.name, row.selector, row.types);
    for (const name of Object.values(WIDGET_CLASSES))
      expect(element(`<div class="sqs-block ${name}"></div>`).matches(selector)).toBe(true);
    expect(element('<div class="sqs-block" data-block-type="55"></div>').matches(selector)).toBe(true);
    expect(element('<div class="sqs-block gallery-block"></div>').matches(selector)).toBe(false);
    expect(element('<div class="chart-block"></div>').matches(selector)).toBe(false);
  });
});

describe('widgetJSON (spec §7: type, id, value)', () => {
  const read = (html: string, kind: WidgetKind, config: Record<string, unknown>) => {
    const report = jest.fn();
    const request = readWidgetRequest(element(html), kind, config, report);
    return { request, json: JSON.parse(request.widgetJSON), report };
  };

  it('type is the kind, id the JSON id else the root id, value the block JSON', () => {
    const { json } = read('<div id="block-yui_3_1"></div>', 'calendar', { month: '2027-01' });
    expect(json).toEqual({ type: 'calendar', id: 'block-yui_3_1', value: { month: '2027-01' } });
    expect(read('<div id="root"></div>', 'calendar', { id: 'own' }).json.id).toBe('own');
    expect(read('<div></div>', 'calendar', {}).json.id).toBe('');
  });

  it('collectionId goes beside widgetJSON for a summary only', () => {
    expect(read('<div></div>', 'summary', { collectionId: 'events' }).request.collectionId).toBe('events');
    expect(read('<div></div>', 'summary', {}).request).not.toHaveProperty('collectionId');
    expect(read('<div></div>', 'tourdates', { collectionId: 'events' }).request).not.toHaveProperty('collectionId');
  });

  it('a chart type is read as bar, line or pie; an unknown one is reported and falls back to bar', () => {
    expect(read('<div></div>', 'chart', { chartType: ' Line ' }).json.value.chartType).toBe('line');
    expect(read('<div></div>', 'chart', {}).json.value.chartType).toBe('bar');
    const unknown = read('<div></div>', 'chart', { chartType: 'radar' });
    expect(unknown.json.value.chartType).toBe('bar');
    expect(unknown.report).toHaveBeenCalledWith(expect.any(TypeError), 'chart: unknown chartType, bar used');
  });
});

describe('the answer', () => {
  it('html, or data.html; anything else throws', () => {
    expect(readRenderedHtml({ html: '<p>a</p>' })).toBe('<p>a</p>');
    expect(readRenderedHtml({ data: { html: '<p>b</p>' } })).toBe('<p>b</p>');
    for (const answer of [null, {}, { html: 3 }, { data: null }, 'x'])
      expect(() => readRenderedHtml(answer)).toThrow('GetWidgetRendering answered without html');
  });
});
