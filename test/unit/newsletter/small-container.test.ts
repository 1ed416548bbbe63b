import { followSmallContainer, SMALL_CONTAINER_CLASS } from '../../../src/blocks/newsletter/small-container';

const blockOf = (width: number) => {
  document.body.innerHTML = '<div class="sqs-block newsletter-block"></div>';
  const block = document.querySelector<HTMLElement>('.newsletter-block')!;
  block.getBoundingClientRect = () => ({ width }) as DOMRect;
  return block;
};
/** jsdom's window, without a ResizeObserver (feature-detected: measured once). */
const win = window;

describe('the newsletter small-container class (spec §9: under 320 px)', () => {
  it.each([
    [319, true],
    [320, false],
    [0, false], // no layout yet: left alone
  ])('%i px wide: %p; the stop removes it', (width, small) => {
    const block = blockOf(width);
    const stop = followSmallContainer(block, win);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(small);
    stop();
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(false);
  });

  it('a class the server wrote stays', () => {
    const block = blockOf(500);
    block.classList.add(SMALL_CONTAINER_CLASS);
    followSmallContainer(block, win)();
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(true);
  });
});
