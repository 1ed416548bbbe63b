/** Lazy loading (spec §4 "Images", §9 "Image": within 200 px; without the observer, at once). */
import { whenNear } from '../../../src/shared/image/load';
import { recordUncaught } from '../uncaught';
import { FakeIntersectionObserver, installIntersectionObserver, restoreBrowser, stub, track } from './helpers';

afterEach(restoreBrowser);

const element = () => document.body.appendChild(document.createElement('div'));

describe('with IntersectionObserver', () => {
  beforeEach(installIntersectionObserver);

  it('calls back once the element is near, with a 200px margin', () => {
    const target = element();
    const near = jest.fn();
    track(whenNear(target, near));
    expect(near).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0].options.rootMargin).toBe('200px');
    FakeIntersectionObserver.intersect(false, target);
    expect(near).not.toHaveBeenCalled();
    FakeIntersectionObserver.intersect(true, target);
    FakeIntersectionObserver.intersect(true, target);
    expect(near).toHaveBeenCalledTimes(1);
  });

  it('one observer for every element of the page', () => {
    const [a, b, c] = [element(), element(), element()];
    [a, b, c].forEach((target) => track(whenNear(target, () => {})));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0].targets.size).toBe(3);
  });

  it('cancelling stops the call, and the observer goes once it watches nothing', () => {
    const target = element();
    const near = jest.fn();
    const cancel = whenNear(target, near);
    cancel();
    FakeIntersectionObserver.intersect(true, target);
    expect(near).not.toHaveBeenCalled();
    expect(FakeIntersectionObserver.instances[0].disconnected).toBe(true);
    track(whenNear(element(), () => {}));
    expect(FakeIntersectionObserver.instances).toHaveLength(2);
  });

  it('two waits on one element are both called; cancelling one keeps the other', () => {
    const target = element();
    const first = jest.fn();
    const second = jest.fn();
    const cancelFirst = whenNear(target, first);
    track(whenNear(target, second));
    cancelFirst();
    FakeIntersectionObserver.intersect(true, target);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('elements that arrive together are each called', () => {
    const [a, b] = [element(), element()];
    const calls: string[] = [];
    whenNear(a, () => calls.push('a'));
    whenNear(b, () => calls.push('b'));
    FakeIntersectionObserver.intersect(true, a, b);
    expect(calls).toEqual(['a', 'b']);
    expect(FakeIntersectionObserver.instances[0].disconnected).toBe(true);
  });

  it('one that throws reaches the runtime with the real error and its element, and the others are still called', () => {
    const [a, b] = [element(), element()];
    const boom = new Error('the gallery could not load its slide');
    const calls: string[] = [];
    whenNear(a, () => {
      throw boom;
    });
    whenNear(b, () => calls.push('b'));
    const uncaught = recordUncaught();
    try {
      FakeIntersectionObserver.intersect(true, a, b);
    } finally {
      uncaught.stop();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: a }]);
    expect(calls).toEqual(['b']);
  });
});

describe('without IntersectionObserver', () => {
  it('calls back at once', () => {
    stub(window, 'IntersectionObserver', undefined);
    const near = jest.fn();
    const cancel = whenNear(element(), near);
    expect(near).toHaveBeenCalledTimes(1);
    expect(() => cancel()).not.toThrow();
  });
});
