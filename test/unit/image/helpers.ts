/**
 * jsdom stand-ins for what the image loader reads from a real browser: layout
 * boxes, devicePixelRatio, matchMedia, Save-Data, IntersectionObserver.
 * Every stand-in is undone by `restoreBrowser()` (call it in afterEach).
 */

const undo: (() => void)[] = [];

/** Run `cleanup` (a cancel, an unmount) when the test ends. */
export function track<T>(cleanup: T): T {
  if (typeof cleanup === 'function') undo.push(cleanup as () => void);
  return cleanup;
}

/** Give `element` a layout box (jsdom lays nothing out). */
export function setBox(element: Element, width: number, height = 0): void {
  element.getBoundingClientRect = () => ({
    width,
    height,
    top: 0,
    left: 0,
    right: width,
    bottom: height,
    x: 0,
    y: 0,
    toJSON() {},
  });
}

/** Define a property of `target` for one test. */
export function stub<T extends object>(target: T, name: string, value: unknown): void {
  const own = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { value, configurable: true, writable: true });
  undo.push(() => (own ? Object.defineProperty(target, name, own) : delete (target as Record<string, unknown>)[name]));
}

export const setDpr = (dpr: number) => stub(window, 'devicePixelRatio', dpr);
export const setSaveData = (saveData: boolean) => stub(navigator, 'connection', { saveData });
/** A viewport 432 px wide (mobile, spec §9 "Breakpoints") or 1024 px. */
export const setMobile = (mobile: boolean) => stub(window, 'innerWidth', mobile ? 432 : 1024);

/**
 * Let the feature chunks (`import()`, a few promise turns in jest) load and
 * apply. Microtasks only, so it works under fake timers too.
 */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

/** A controllable IntersectionObserver: `intersect(element)` reports it near. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  disconnected = false;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    this.disconnected = true;
  }
  /** Report `targets` as intersecting (or not) to every live observer watching them. */
  static intersect(isIntersecting: boolean, ...targets: Element[]) {
    for (const observer of FakeIntersectionObserver.instances) {
      const entries = targets
        .filter((t) => observer.targets.has(t))
        .map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

export function installIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  stub(window, 'IntersectionObserver', FakeIntersectionObserver);
}

/**
 * Undo every stand-in and empty the page. Images still loading are failed
 * first, as a browser would settle them, so they give back their place in the
 * page's image queue (one per window, shared by every test of a file).
 */
export function restoreBrowser(): void {
  document.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
  undo
    .splice(0)
    .reverse()
    .forEach((fn) => fn());
  document.body.innerHTML = '';
}

/** Sizes in px of an image and its parent, and the parent's attributes (see {@link makeImage}). */
export interface ImageLayout {
  parentWidth?: number;
  parentHeight?: number;
  imageWidth?: number;
  imageHeight?: number;
  parent?: Record<string, string>;
}

/**
 * An image in a parent, both laid out: `<div {parent}><img {attributes}></div>`.
 * The parent is `parentWidth` × `parentHeight`; the image has no box of its
 * own unless `imageWidth` is given.
 */
export function makeImage(
  attributes: Record<string, string>,
  { parentWidth = 600, parentHeight = 0, imageWidth = 0, imageHeight = 0, parent = {} }: ImageLayout = {},
): { img: HTMLImageElement; parent: HTMLElement } {
  const host = document.createElement('div');
  for (const [name, value] of Object.entries(parent)) host.setAttribute(name, value);
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  host.appendChild(img);
  document.body.appendChild(host);
  setBox(host, parentWidth, parentHeight);
  setBox(img, imageWidth, imageHeight);
  return { img, parent: host };
}

/** The image says it finished loading (jsdom fetches nothing). */
export const fireLoad = (img: HTMLImageElement, type: 'load' | 'error' = 'load') => img.dispatchEvent(new Event(type));

/** A reporter that records messages. */
export function recorder(): { report: (error: unknown, message: string) => void; messages: string[] } {
  const messages: string[] = [];
  return { messages, report: (_error, message) => messages.push(message) };
}
