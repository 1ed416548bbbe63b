/** Shared set-up for the lightbox tests (jsdom; the lightbox is plain DOM). */
import { escapeManagerFor } from '../../../src/core/escape';
import { openLightbox } from '../../../src/shared/lightbox';
import type { LightboxHandle, LightboxItem, LightboxOptions } from '../../../src/shared/lightbox/types';

/** An item with every field; `n` makes the id, file and texts distinct. */
export function item(n: number, extra: Partial<LightboxItem> = {}): LightboxItem {
  return {
    id: `s${n}`,
    src: `/images/photo${n}-1500x1000.png`,
    sizeFormat: 'queryString',
    width: 1500,
    height: 1000,
    alt: `Alt ${n}`,
    title: `Title ${n}`,
    description: `Description ${n}`,
    type: 'image',
    ...extra,
  };
}

/** Answers media queries: the listed ones match, every other does not. */
export function mockMedia(...matching: string[]): void {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
}

/** Removes the matchMedia mock (jsdom has none). */
export function clearMedia(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/** Sets the jsdom viewport size (resize listeners are told). */
export function viewport(width: number, height = 800): void {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

/** Every handle a test opened, destroyed by {@link cleanPage}. */
const opened: LightboxHandle[] = [];

/** `openLightbox(document, options)`, remembered so the test's end destroys it. */
export function openWith(options: LightboxOptions): LightboxHandle {
  const handle = openLightbox(document, options);
  opened.push(handle);
  return handle;
}

export interface Opened {
  handle: LightboxHandle;
  onChange: jest.Mock;
  onClose: jest.Mock;
  opener: HTMLButtonElement;
}

/** Opens a lightbox from a focused opener button on the page, with spies for the callbacks. */
export function open(options: Partial<LightboxOptions> = {}, count = 3): Opened {
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  opener.focus();
  const onChange = jest.fn();
  const onClose = jest.fn();
  const handle = openWith({
    items: Array.from({ length: count }, (_, i) => item(i + 1)),
    index: 0,
    theme: 'dark',
    opener,
    onChange,
    onClose,
    ...options,
  });
  return { handle, onChange, onClose, opener };
}

export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
export const $ = <T extends Element = HTMLElement>(selector: string) => document.querySelector<T>(selector);
export const image = () => $<HTMLImageElement>('.sqs-lightbox-image');
export const counter = () => $('.sqs-lightbox-counter')?.textContent;

/**
 * A keydown with the spec's key codes (37, 39), bubbling from the focused
 * element, stamped with the test's clock (jsdom stamps events with the real
 * one, which jest's fake timers do not move; the key throttle reads the stamp).
 */
export function pressKey(keyCode: number, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { keyCode, bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'timeStamp', { value: Date.now() });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

/** A click as a mouse makes it: mousedown and click on the same element, at `clientX`. */
export function click(target: Element, clientX = 0): void {
  target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, clientX }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX }));
}

/** Escape through the page's escape manager (it acts after 10 ms, spec §9). */
export function pressEscape(): void {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
  );
  jest.advanceTimersByTime(10);
}

/**
 * Lets pending promise callbacks run (the close fade's end, then the
 * removal), and timers due now: every lightbox test runs on fake timers.
 */
export async function flush(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    jest.advanceTimersByTime(0);
    await Promise.resolve();
  }
}

/**
 * Ends every test on a clean page: destroys what it opened (a lightbox left
 * mounted would keep its resize listener), and lets pending promise
 * callbacks run before the test's fake clock goes.
 */
export async function cleanPage(): Promise<void> {
  opened.splice(0).forEach((handle) => handle.destroy());
  await flush();
  escapeManagerFor(document).destroy();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  clearMedia();
}

/** Each test on fake timers and a 1280 × 800 desktop viewport; the page cleaned after it. */
export function useDesktopPage(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    viewport(1280, 800);
  });
  afterEach(async () => {
    await cleanPage();
    jest.useRealTimers();
  });
}
