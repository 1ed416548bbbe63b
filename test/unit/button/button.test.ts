import { mountButton, readButton } from '../../../src/blocks/button/index';
import type { ButtonCensus } from '../../../src/blocks/button/census';
import type { BlockContext, PageContext } from '../../../src/core/types';
import type { CensusButton } from '../../../src/telemetry/census-calls';
import { runUnmount } from '../../../src/loader/runtime/unmount';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

const MARKUP = `<div class="sqs-block button-block" id="block-b1" data-block-type="53" data-block-json='JSON'>
  <div class="sqs-block-content"><div class="sqs-block-button-container" data-alignment="center" data-button-size="large">
    <a class="sqs-block-button-element" href="/shop">  Shop now </a></div></div></div>`;

function setup(json: object = {}, inner = MARKUP) {
  document.body.innerHTML = inner.replace('JSON', JSON.stringify(json));
  const root = document.querySelector<HTMLElement>('.button-block')!;
  const reports: string[] = [];
  const context: BlockContext = {
    name: 'button',
    config: json as Record<string, unknown>,
    page: {} as PageContext,
    report: (_error, message) => reports.push(String(message)),
  };
  const calls: [string, CensusButton][] = [];
  const census: ButtonCensus = {
    render: (button) => calls.push(['render', button]),
    click: (button) => calls.push(['click', button]),
    destroy: () => calls.push(['destroy', {} as CensusButton]),
  };
  const html = document.body.innerHTML;
  const unmount = mountButton(root, context, { win: window, census });
  const link = root.querySelector('a')!;
  // jsdom does not navigate: clicks only run the listeners.
  return { root, link, calls, reports, html, unmount };
}

const click = (link: HTMLElement) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the census fields of spec §7', () => {
  it('reads id, text, url, alignment, size, newWindow and context from the markup', () => {
    const { root, link } = setup();
    expect(readButton(root, link, {})).toEqual({
      id: 'block-b1',
      buttonText: 'Shop now',
      clickthroughUrl: '/shop',
      alignment: 'center',
      size: 'large',
      newWindow: false,
      context: 'button-block',
    });
  });
  it('newWindow comes from the block JSON, else from target="_blank"', () => {
    const { root, link } = setup();
    expect(readButton(root, link, { newWindow: 'true' }).newWindow).toBe(true);
    link.target = '_blank';
    expect(readButton(root, link, {}).newWindow).toBe(true);
    expect(readButton(root, link, { newWindow: false }).newWindow).toBe(false);
  });
});

describe('button-render once when visible', () => {
  it('without IntersectionObserver it is sent at once, once', () => {
    const { calls } = setup();
    expect(calls.map(([kind]) => kind)).toEqual(['render']);
  });
  it('with IntersectionObserver it waits for the first intersection, then stops observing', () => {
    const callbacks: IntersectionObserverCallback[] = [];
    const disconnect = jest.fn();
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      disconnect = disconnect;
    };
    try {
      const { calls } = setup();
      expect(calls).toEqual([]);
      const fire = (isIntersecting: boolean) =>
        callbacks[0]([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      fire(false);
      expect(calls).toEqual([]);
      fire(true);
      fire(true);
      expect(calls.map(([kind]) => kind)).toEqual(['render']);
      expect(disconnect).toHaveBeenCalled();
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });
});

describe('button-click on click, never delaying the navigation', () => {
  it('the first click sends the census and keeps its default (the browser navigates)', () => {
    const { link, calls } = setup();
    expect(click(link)).toBe(false);
    expect(calls.filter(([kind]) => kind === 'click')).toHaveLength(1);
  });
  it('1,000 clicks in a burst: one census call, every later click refused (one navigation)', () => {
    const { link, calls } = setup();
    const prevented = Array.from({ length: 1000 }, () => click(link));
    expect(prevented.filter((p) => !p)).toHaveLength(1);
    expect(calls.filter(([kind]) => kind === 'click')).toHaveLength(1);
  });
  it('a link that did not leave the page works again after the 2500 ms census time-out', async () => {
    const { link, calls } = setup();
    click(link);
    await advance(2499);
    expect(click(link)).toBe(true);
    await advance(1);
    expect(click(link)).toBe(false);
    expect(calls.filter(([kind]) => kind === 'click')).toHaveLength(2);
  });
  it('Back to a cached page (pageshow) re-arms it at once', () => {
    const { link } = setup();
    click(link);
    window.dispatchEvent(new Event('pageshow'));
    expect(click(link)).toBe(false);
  });
});

describe('newWindow opens safely', () => {
  it('newWindow adds target="_blank" and rel="noopener", keeping the server rel tokens', () => {
    const { link } = setup({ newWindow: true }, MARKUP.replace('href="/shop"', 'href="/shop" rel="nofollow"'));
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('nofollow noopener');
  });
  it('a server link with target="_blank" gets noopener too', () => {
    const { link } = setup({}, MARKUP.replace('href="/shop"', 'href="/shop" target="_blank"'));
    expect(link.rel).toBe('noopener');
  });
  it('a same-window button keeps its markup', () => {
    const { link } = setup();
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });
});

describe('destroy', () => {
  it('puts the markup back, stops listening and drops the census', () => {
    const { link, calls, html, unmount } = setup({ newWindow: true });
    runUnmount(unmount);
    expect(document.body.innerHTML).toBe(html);
    click(link);
    expect(calls.map(([kind]) => kind)).toEqual(['render', 'destroy']);
  });
  it('a block without a link reports once and changes nothing', () => {
    const { reports, unmount } = setup({}, '<div class="sqs-block button-block"><p>No link</p></div>');
    expect(reports).toEqual(['button block without a link']);
    expect(unmount).toBeUndefined();
  });
});
