import { mount } from '../../../src/blocks/text-shrink/index';
import { runUnmount } from '../../../src/loader/runtime/unmount';
import { advance, useFakeClock } from '../fake-clock';

useFakeClock();

/** A 40 px heading whose text is 10 px wide per px of font size, in a box whose width the test sets. */
function heading(box: number) {
  document.body.innerHTML = '<h1 data-text-shrink>Grand opening</h1>';
  const h1 = document.querySelector('h1')!;
  const state = { box };
  const size = () => parseFloat(h1.style.fontSize) || 40;
  Object.defineProperty(h1, 'clientWidth', { configurable: true, get: () => state.box });
  Object.defineProperty(h1, 'scrollWidth', { configurable: true, get: () => Math.max(state.box, size() * 10) });
  const real = window.getComputedStyle;
  jest.spyOn(window, 'getComputedStyle').mockImplementation((el) => {
    const style = real(el);
    return el === h1 ? { ...style, fontSize: '40px' } : style;
  });
  return { h1, state };
}
afterEach(() => jest.restoreAllMocks());

describe('text shrink on a heading', () => {
  it('shrinks a heading wider than its box and keeps it on one line', () => {
    const { h1 } = heading(300);
    mount(h1);
    expect(h1.style.fontSize).toBe('30px');
    expect(h1.style.whiteSpace).toBe('nowrap');
  });
  it('measures again 100 ms after the window is resized (no ResizeObserver), not before', async () => {
    const { h1, state } = heading(300);
    mount(h1);
    state.box = 200;
    window.dispatchEvent(new Event('resize'));
    await advance(99);
    expect(h1.style.fontSize).toBe('30px');
    window.dispatchEvent(new Event('resize'));
    await advance(99);
    expect(h1.style.fontSize).toBe('30px');
    await advance(1);
    expect(h1.style.fontSize).toBe('20px');
    state.box = 1000;
    window.dispatchEvent(new Event('resize'));
    await advance(100);
    expect(h1.style.fontSize).toBe('40px');
  });
  it('destroy gives the heading its server style back', () => {
    const { h1 } = heading(300);
    const unmount = mount(h1);
    runUnmount(unmount);
    expect(h1.hasAttribute('style')).toBe(false);
  });
});
