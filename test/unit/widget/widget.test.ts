import type { RequestOptions } from '../../../src/core/data-layer';
import type { BlockContext } from '../../../src/core/types';
import { GENERIC_WORDS } from '../../../src/core/words/generic';
import { createWidget, WIDGET_PATH } from '../../../src/blocks/widget/widget';
import type { WidgetKind } from '../../../src/blocks/widget/read-widget';

const galleryUnmount = jest.fn();
const galleryMount = jest.fn((..._args: unknown[]) => Promise.resolve(galleryUnmount));
jest.mock('../../../src/blocks/gallery/index', () => ({ mount: (...args: unknown[]) => galleryMount(...args) }));

interface Call {
  path: string;
  options: RequestOptions;
  resolve(answer: unknown): void;
  reject(error: unknown): void;
}

/** Flushes the promise chains between an answer and its effect on the page. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

function setup(kind: WidgetKind = 'tourdates', config: Record<string, unknown> = {}) {
  document.body.innerHTML =
    `<div class="sqs-block" id="w1"><div class="sqs-block-content"><p id="server">Server markup</p></div></div>` +
    '<p id="after">after</p>';
  const root = document.querySelector<HTMLElement>('.sqs-block')!;
  const content = root.querySelector<HTMLElement>('.sqs-block-content')!;
  const serverNode = document.getElementById('server')!;
  const calls: Call[] = [];
  const post = jest.fn(
    (path: string, options: RequestOptions = {}) =>
      new Promise((resolve, reject) => calls.push({ path, options, resolve, reject })),
  );
  const navigate = jest.fn();
  const report = jest.fn();
  const setState = jest.fn();
  const context = { name: 'widget', config, page: {}, report, setState } as unknown as BlockContext;
  const destroy = createWidget(root, kind, context, { post: post as never, navigate });
  const state = () => root.getAttribute('data-widget-state');
  const tryAgain = () => root.querySelector<HTMLButtonElement>('.widget-failure button');
  /** The block states the widget said, in order. */
  const blockStates = () => setState.mock.calls.map(([value]) => value as string);
  return { root, content, serverNode, calls, post, navigate, report, destroy, state, tryAgain, blockStates };
}

beforeEach(() => {
  galleryMount.mockClear();
  galleryUnmount.mockClear();
});

describe('the call (spec §7 GetWidgetRendering)', () => {
  it('posts widgetJSON form-encoded at once, with a signal; the server markup stays while loading', () => {
    const { calls, state, content, serverNode } = setup('calendar', { month: '2027-01' });
    expect(calls).toHaveLength(1);
    expect(calls[0].path).toBe(WIDGET_PATH);
    expect(JSON.parse(String((calls[0].options.form as Record<string, string>).widgetJSON))).toEqual({
      type: 'calendar',
      id: 'w1',
      value: { month: '2027-01' },
    });
    expect(calls[0].options.signal).toBeInstanceOf(AbortSignal);
    expect(state()).toBe('loading');
    expect(content.getAttribute('aria-busy')).toBe('true');
    expect(content.firstChild).toBe(serverNode);
  });

  it('a summary sends collectionId beside widgetJSON', () => {
    const { calls } = setup('summary', { collectionId: 'events' });
    expect((calls[0].options.form as Record<string, string>).collectionId).toBe('events');
  });
});

describe('success', () => {
  it("the answer's html replaces the content's children; nothing in it runs", async () => {
    const { calls, content, state, root } = setup();
    calls[0].resolve({
      html: '<ul class="tour-dates"><li>A</li></ul><script>bad()</script><img src="/x.png" onerror="bad()" alt="">',
    });
    await settle();
    expect(state()).toBe('ready');
    expect(content.hasAttribute('aria-busy')).toBe(false);
    expect(content.innerHTML).toBe('<ul class="tour-dates"><li>A</li></ul><img src="/x.png" alt="">');
    expect(root.querySelector('.widget-failure')).toBeNull();
  });

  it('data-href elements become links: focusable, Enter and click go to the address', async () => {
    const { calls, content, navigate } = setup();
    calls[0].resolve({
      html: '<span class="tour-venue" data-href="/events/a">A</span><span data-href="javascript:x()">B</span>',
    });
    await settle();
    const [venue, unsafe] = Array.from(content.querySelectorAll('span'));
    expect([venue.getAttribute('role'), venue.tabIndex]).toEqual(['link', 0]);
    venue.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    venue.click();
    expect(navigate.mock.calls).toEqual([['/events/a'], ['/events/a']]);
    expect(unsafe.hasAttribute('role')).toBe(false);
  });
});

describe('failure (spec §8 Generic)', () => {
  it("keeps the server markup and adds 'Unable to load results' with 'Try again'", async () => {
    const { calls, content, serverNode, state, tryAgain, report, root } = setup();
    calls[0].reject(new Error('503'));
    await settle();
    expect(state()).toBe('failed');
    expect(content.firstChild).toBe(serverNode);
    expect(root.querySelector('.widget-failure p')!.textContent).toBe(GENERIC_WORDS.unableToLoadResults);
    expect(tryAgain()!.textContent).toBe(GENERIC_WORDS.tryAgain);
    expect(report).toHaveBeenCalledWith(expect.any(Error), 'widget rendering failed');
  });

  it('an answer without html fails the same way', async () => {
    const { calls, state } = setup();
    calls[0].resolve({ nothing: true });
    await settle();
    expect(state()).toBe('failed');
  });

  it('Try again sends one request per click, none while one is in flight', async () => {
    const { calls, tryAgain, state } = setup();
    calls[0].reject(new Error('down'));
    await settle();
    tryAgain()!.click();
    expect(calls).toHaveLength(2);
    expect(state()).toBe('loading');
    expect(tryAgain()!.getAttribute('aria-disabled')).toBe('true');
    tryAgain()!.click();
    tryAgain()!.click();
    expect(calls).toHaveLength(2);
    calls[1].reject(new Error('still down'));
    await settle();
    expect(tryAgain()!.getAttribute('aria-disabled')).toBe('false');
    tryAgain()!.click();
    expect(calls).toHaveLength(3);
  });

  it('a retry that succeeds removes the notice and moves the focus it had to the content', async () => {
    const { calls, tryAgain, content, root } = setup();
    calls[0].reject(new Error('down'));
    await settle();
    tryAgain()!.focus();
    tryAgain()!.click();
    calls[1].resolve({ html: '<p>Rendered</p>' });
    await settle();
    expect(root.querySelector('.widget-failure')).toBeNull();
    expect(content.textContent).toBe('Rendered');
    expect(document.activeElement).toBe(content);
  });
});

describe('the block state (issue 24: a block whose call failed is failed)', () => {
  it('loading until the first answer, then ready', async () => {
    const { calls, blockStates } = setup();
    expect(blockStates()).toEqual(['loading']);
    calls[0].resolve({ html: '<p>Rendered</p>' });
    await settle();
    expect(blockStates()).toEqual(['loading', 'ready']);
  });

  it('failed when the call fails; a retry in flight leaves it failed; ready once one succeeds', async () => {
    const { calls, tryAgain, blockStates } = setup();
    calls[0].reject(new Error('503'));
    await settle();
    expect(blockStates()).toEqual(['loading', 'failed']);
    tryAgain()!.click();
    calls[1].reject(new Error('still 503'));
    await settle();
    expect(blockStates()).toEqual(['loading', 'failed', 'failed']);
    tryAgain()!.click();
    calls[2].resolve({ html: '<p>Rendered</p>' });
    await settle();
    expect(blockStates()).toEqual(['loading', 'failed', 'failed', 'ready']);
  });
});

describe('destroy()', () => {
  it('aborts the request in flight, and a late answer changes nothing', async () => {
    const { calls, destroy, content, serverNode, root } = setup();
    destroy();
    expect(calls[0].options.signal!.aborted).toBe(true);
    calls[0].resolve({ html: '<p>late</p>' });
    await settle();
    expect(content.firstChild).toBe(serverNode);
    expect(root.hasAttribute('data-widget-state')).toBe(false);
  });

  it("puts the server's own nodes back and removes what the block added", async () => {
    const { calls, destroy, content, serverNode, root, tryAgain } = setup();
    calls[0].reject(new Error('down'));
    await settle();
    tryAgain()!.click();
    calls[1].resolve({ html: '<p>Rendered</p>' });
    await settle();
    destroy();
    expect(content.firstChild).toBe(serverNode);
    expect(root.outerHTML).toBe(
      '<div class="sqs-block" id="w1"><div class="sqs-block-content"><p id="server">Server markup</p></div></div>',
    );
  });
});

describe('a summary on the gallery engine', () => {
  const GALLERY =
    '<div class="sqs-gallery-container sqs-gallery-block-carousel"><div class="sqs-gallery"><div class="slide"></div></div></div>';

  it('a gallery rendering mounts the gallery on the content, the summary design left to the rendering', async () => {
    const { calls, content, destroy, serverNode } = setup('summary', { design: 'carousel', gutter: 10 });
    calls[0].resolve({ html: GALLERY });
    await settle();
    await settle();
    expect(galleryMount).toHaveBeenCalledTimes(1);
    const [element, context] = galleryMount.mock.calls[0] as [HTMLElement, BlockContext];
    expect(element).toBe(content);
    expect(context.config).toEqual({ design: undefined, gutter: 10 });
    galleryUnmount.mockImplementation(() => expect(content.firstChild).not.toBe(serverNode));
    destroy();
    expect(galleryUnmount).toHaveBeenCalledTimes(1);
    expect(content.firstChild).toBe(serverNode);
  });

  it('other renderings, and the other kinds, fetch no gallery', async () => {
    const summary = setup('summary', { design: 'wall' });
    summary.calls[0].resolve({ html: '<ul class="summary-list"><li>a</li></ul>' });
    const chart = setup('chart');
    chart.calls[0].resolve({ html: GALLERY });
    await settle();
    await settle();
    expect(galleryMount).not.toHaveBeenCalled();
  });
});
