/**
 * Counts what the page has attached to window and document (event listeners)
 * and which observers are observing, so a test can prove destroy leaves
 * nothing behind. Installed with page.addInitScript, before any page script.
 */
export function instrument(): void {
  const w = window as unknown as Record<string, unknown>;
  const listeners = new Set<string>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const key = (target: EventTarget, type: string, fn: unknown, options: unknown) => {
    if (!fn || (typeof fn !== 'function' && typeof fn !== 'object')) return '';
    if (!ids.has(fn)) ids.set(fn, ++next);
    const capture = typeof options === 'boolean' ? options : !!(options as { capture?: boolean } | undefined)?.capture;
    return `${target === window ? 'window' : 'document'}|${type}|${ids.get(fn)}|${capture}`;
  };
  const proto = EventTarget.prototype;
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (this: EventTarget, type: string, fn: unknown, options?: unknown) {
    const once = typeof options === 'object' && !!(options as { once?: boolean } | null)?.once;
    // Playwright's own injected script listens on window too: not ours to count.
    if ((this === window || this === document) && !once && !String(new Error().stack).includes('InjectedScript')) {
      listeners.add(key(this, type, fn, options));
    }
    return add.call(this, type, fn as EventListener, options as AddEventListenerOptions);
  };
  proto.removeEventListener = function (this: EventTarget, type: string, fn: unknown, options?: unknown) {
    if (this === window || this === document) listeners.delete(key(this, type, fn, options));
    return remove.call(this, type, fn as EventListener, options as EventListenerOptions);
  };

  const observing = new Set<object>();
  type Method = (this: object, ...args: unknown[]) => unknown;
  for (const name of ['MutationObserver', 'IntersectionObserver', 'ResizeObserver'] as const) {
    const Original = w[name] as { prototype: { observe: Method; disconnect: Method } } | undefined;
    if (!Original) continue;
    const { observe, disconnect } = Original.prototype;
    Original.prototype.observe = function (this: object, ...args: unknown[]) {
      // Playwright's own injected script observes the page too: not ours to count.
      if (!String(new Error().stack).includes('InjectedScript')) observing.add(this);
      return observe.apply(this, args);
    };
    Original.prototype.disconnect = function (this: object) {
      observing.delete(this);
      return disconnect.call(this);
    };
  }
  // Listeners by target, type and phase (a re-init adds new function objects:
  // what must not grow is how many there are of each).
  w.__leaks = () => ({
    listeners: Array.from(listeners)
      .map((entry) => entry.replace(/\|\d+\|/, '|'))
      .sort(),
    observers: observing.size,
  });
}

export interface Leaks {
  listeners: string[];
  observers: number;
}
