import { createDesignUndo } from '../../../../src/blocks/gallery/designs/shared/design-undo';
import { guard } from '../../../../src/core/guard';
import { recordUncaught } from '../../uncaught';

/** The gallery's guard, for a gallery whose root is `root` (DesignContext.guard). */
const galleryGuard =
  (root: Element) =>
  <A extends unknown[]>(callback: (...args: A) => unknown) =>
    guard(callback, root);

describe('a design’s undo record (listeners, timers; the markup is the gallery snapshot’s)', () => {
  it('writes classes and styles straight through, and restore() leaves them to the snapshot', () => {
    const element = document.createElement('div');
    const undo = createDesignUndo(galleryGuard(element));
    undo.cls(element, 'on');
    undo.style(element, { opacity: '0.5', 'z-index': '2' });
    undo.style(element, { opacity: '' });
    expect(element.className).toBe('on');
    expect(element.style.cssText).toBe('z-index: 2;');
    undo.cls(element, 'on', false);
    expect(element.className).toBe('');
    undo.restore();
    expect(element.style.cssText).toBe('z-index: 2;');
  });

  it('restore() removes its listeners and runs its reverts newest first, each once, past one that throws', () => {
    const target = document.createElement('button');
    const heard: string[] = [];
    const order: number[] = [];
    const undo = createDesignUndo(galleryGuard(target));
    undo.on(target, 'click', () => heard.push('click'));
    undo.add(() => order.push(1));
    undo.add(() => {
      throw new Error('gone');
    });
    undo.add(() => order.push(3));
    target.click();
    undo.restore();
    target.click();
    undo.restore();
    expect(heard).toEqual(['click']);
    expect(order).toEqual([3, 1]);
  });

  it('guards its listeners: a throw reaches the runtime with the real error, named for the gallery, and is not rethrown', () => {
    const root = document.createElement('div');
    const slide = root.appendChild(document.createElement('button'));
    const boom = new Error('a design listener');
    const undo = createDesignUndo(galleryGuard(root));
    undo.on(slide, 'click', () => {
      throw boom;
    });
    const uncaught = recordUncaught();
    try {
      slide.click();
    } finally {
      uncaught.stop();
      undo.restore();
    }
    expect(uncaught.taken).toEqual([{ error: boom, element: root }]);
    expect(uncaught.thrown).toEqual([]);
  });
});
