/** Shared set-up for the dialogs-and-UI tests. */

/** Makes `matchMedia('(prefers-reduced-motion: reduce)')` answer `reduce`. */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  }));
}

/** Removes the matchMedia mock (jsdom has none). */
export function clearReducedMotion(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

/** Lets pending promise callbacks run (works under fake timers too). */
export async function flushMicrotasks(times = 5): Promise<void> {
  for (let i = 0; i < times; i += 1) await Promise.resolve();
}

/** One WAAPI animation under the test's control. */
export interface FakeAnimation {
  id: string;
  keyframes: Keyframe[];
  options: KeyframeAnimationOptions;
  finish(): void;
  cancel: jest.Mock;
  finished: Promise<void>;
}

/**
 * Gives `el` (or every HTMLElement) an `animate` that records its calls and
 * finishes only when the test says so, like a browser's Web Animations API.
 */
export function installFakeAnimate(): { runs: FakeAnimation[]; restore(): void } {
  const runs: FakeAnimation[] = [];
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  const original = { animate: proto.animate, getAnimations: proto.getAnimations };
  proto.animate = function animate(this: HTMLElement, keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    let resolve = () => {};
    let reject = (_error: unknown) => {};
    const finished = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
    const run: FakeAnimation = {
      id: '',
      keyframes,
      options,
      finished,
      finish: () => resolve(),
      cancel: jest.fn(() => reject(new Error('AbortError'))),
    };
    runs.push(run);
    ((this as unknown as { _runs?: FakeAnimation[] })._runs ??= []).push(run);
    return run;
  };
  const own = (el: Element) => (el as unknown as { _runs?: FakeAnimation[] })._runs ?? [];
  // `{ subtree: true }` adds the runs of every element inside, as browsers do.
  proto.getAnimations = function getAnimations(this: HTMLElement, options?: GetAnimationsOptions) {
    const inside = options?.subtree ? Array.from(this.querySelectorAll('*')).flatMap(own) : [];
    return [...own(this), ...inside];
  };
  return {
    runs,
    restore() {
      Object.assign(proto, original);
      if (original.animate === undefined) delete proto.animate;
      if (original.getAnimations === undefined) delete proto.getAnimations;
    },
  };
}
