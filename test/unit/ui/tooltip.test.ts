import fc from 'fast-check';
import { createEscapeManager, type EscapeManager } from '../../../src/core/escape';
import {
  TOOLTIP_DELAY,
  TOOLTIP_EDGE_MARGIN,
  TOOLTIP_WIDTH,
  createTooltip,
  placeTooltip,
  type Tooltip,
} from '../../../src/core/ui';

let target: HTMLButtonElement;
let escape: EscapeManager;
let tooltip: Tooltip;

const shown = () => document.querySelector<HTMLElement>('[role="tooltip"]');
const fire = (type: string) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: type !== 'mouseenter' && type !== 'mouseleave' }));
const tooltipIo = () => ({
  escape,
  setTimer: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimer: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
});

beforeEach(() => {
  jest.useFakeTimers();
  escape = createEscapeManager(document);
  target = document.createElement('button');
  target.textContent = 'Share';
  document.body.append(target);
  tooltip = createTooltip(target, { text: 'Copy the link to this page' }, tooltipIo());
});

afterEach(() => {
  tooltip.destroy();
  escape.destroy();
  document.body.replaceChildren();
  jest.useRealTimers();
});

describe('the tooltip shows after a hover delay of 1200 ms', () => {
  it('is not shown before 1200 ms and is shown at 1200 ms', () => {
    expect(TOOLTIP_DELAY).toBe(1200);
    fire('mouseenter');
    jest.advanceTimersByTime(1199);
    expect(shown()).toBeNull();
    jest.advanceTimersByTime(1);
    expect(shown()?.textContent).toBe('Copy the link to this page');
  });

  it('never shows when the pointer leaves before the delay', () => {
    fire('mouseenter');
    jest.advanceTimersByTime(1000);
    fire('mouseleave');
    jest.advanceTimersByTime(5000);
    expect(shown()).toBeNull();
  });

  it('takes another delay when given one', () => {
    tooltip.destroy();
    tooltip = createTooltip(target, { text: 'Quick', delay: 100 }, tooltipIo());
    fire('mouseenter');
    jest.advanceTimersByTime(100);
    expect(shown()?.textContent).toBe('Quick');
  });
});

describe('the tooltip is linked to its target while shown', () => {
  it('has role tooltip, and the target is described by it', () => {
    tooltip.show();
    const el = shown()!;
    expect(el.id).not.toBe('');
    expect(target.getAttribute('aria-describedby')).toBe(el.id);
  });

  it('keeps the ids already in aria-describedby and removes only its own', () => {
    target.setAttribute('aria-describedby', 'hint');
    tooltip.show();
    expect(target.getAttribute('aria-describedby')).toBe(`hint ${shown()!.id}`);
    tooltip.hide();
    expect(target.getAttribute('aria-describedby')).toBe('hint');
  });

  it('removes aria-describedby when hidden', () => {
    tooltip.show();
    tooltip.hide();
    expect(target.hasAttribute('aria-describedby')).toBe(false);
    expect(shown()).toBeNull();
  });
});

describe('the tooltip shows on keyboard focus, at once', () => {
  it('shows on focus without waiting for the delay', () => {
    target.focus();
    expect(shown()).not.toBeNull();
  });

  it('hides on blur', () => {
    target.focus();
    target.blur();
    expect(shown()).toBeNull();
  });

  it('does not show for the focus that comes with a mouse press', () => {
    fire('mousedown');
    target.focus();
    expect(shown()).toBeNull();
  });
});

describe('the tooltip hides on mouse-out, click and Escape', () => {
  beforeEach(() => {
    fire('mouseenter');
    jest.advanceTimersByTime(TOOLTIP_DELAY);
    expect(shown()).not.toBeNull();
  });

  it('hides on mouseleave', () => {
    fire('mouseleave');
    expect(shown()).toBeNull();
  });

  it('hides on click', () => {
    target.click();
    expect(shown()).toBeNull();
  });

  it('hides on Escape through the escape manager, and leaves the stack', () => {
    expect(escape.size).toBe(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    jest.advanceTimersByTime(10);
    expect(shown()).toBeNull();
    expect(escape.size).toBe(0);
  });

  it('takes itself off the escape stack when hidden another way', () => {
    fire('mouseleave');
    expect(escape.size).toBe(0);
  });
});

describe('the tooltip is sized and placed below its target', () => {
  it('is at most 250 px wide', () => {
    tooltip.show();
    expect(TOOLTIP_WIDTH).toBe(250);
    expect(shown()!.style.maxWidth).toBe('250px');
  });

  it('sits below the target by the offsets', () => {
    target.getBoundingClientRect = () =>
      ({ left: 100, top: 50, width: 80, height: 30, right: 180, bottom: 80 }) as DOMRect;
    tooltip.destroy();
    tooltip = createTooltip(target, { text: 'Hi', offset: { x: 5, y: 12 } }, tooltipIo());
    tooltip.show();
    expect([shown()!.style.left, shown()!.style.top]).toEqual(['105px', '92px']);
  });

  it('stays inside the viewport, 20 px from its edges, whatever the target and tooltip size', () => {
    const sizes = fc.record({
      viewport: fc.record({ width: fc.integer({ min: 300, max: 3000 }), height: fc.integer({ min: 300, max: 3000 }) }),
      tip: fc.record({ width: fc.integer({ min: 1, max: 250 }), height: fc.integer({ min: 1, max: 200 }) }),
      offset: fc.record({ x: fc.integer({ min: 0, max: 40 }), y: fc.integer({ min: 0, max: 40 }) }),
    });
    fc.assert(
      fc.property(
        sizes,
        fc.integer({ min: -500, max: 3500 }),
        fc.integer({ min: -500, max: 3500 }),
        ({ viewport, tip, offset }, x, y) => {
          const at = placeTooltip({ left: x, top: y, width: 50, height: 20 }, tip, viewport, offset);
          expect(at.left).toBeGreaterThanOrEqual(TOOLTIP_EDGE_MARGIN);
          expect(at.top).toBeGreaterThanOrEqual(TOOLTIP_EDGE_MARGIN);
          expect(at.left + tip.width).toBeLessThanOrEqual(viewport.width - TOOLTIP_EDGE_MARGIN);
          expect(at.top + tip.height).toBeLessThanOrEqual(viewport.height - TOOLTIP_EDGE_MARGIN);
        },
      ),
    );
  });

  it('flips above the target when there is no room below', () => {
    const at = placeTooltip(
      { left: 100, top: 700, width: 50, height: 40 },
      { width: 200, height: 60 },
      { width: 1000, height: 780 },
      { x: 0, y: 8 },
    );
    expect(at.top).toBe(700 - 8 - 60);
  });
});

describe('destroy', () => {
  it('hides the tooltip and stops listening', () => {
    tooltip.show();
    tooltip.destroy();
    expect(shown()).toBeNull();
    fire('mouseenter');
    jest.advanceTimersByTime(5000);
    target.focus();
    expect(shown()).toBeNull();
  });
});
