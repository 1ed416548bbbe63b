import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { fakeContext, flush, mountDesign, mountReady, visibleSlides, tasks } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

// The swipe chunk cannot be fetched (a network failure after the design's own chunk arrived).
jest.mock('../../../../src/blocks/gallery/designs/stacked/swipe', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a transition that cannot be fetched', () => {
  it('is reported through the block, and the slideshow still changes slides, instantly', async () => {
    const fake = fakeContext({ designOptions: { transition: 'swipe' } });
    await mountReady(fake, create);
    expect(fake.reports).toEqual([new Error('Failed to fetch dynamically imported module')]);
    fake.engine.next();
    await flush();
    expect(visibleSlides(fake)).toEqual([1]);
  });

  it('changes nothing when the design was destroyed before the answer came', async () => {
    const fake = fakeContext({ designOptions: { transition: 'swipe' } });
    const before = document.body.innerHTML;
    mountDesign(fake, create).destroy();
    await tasks(10);
    expect(document.body.innerHTML).toBe(before);
  });
});
