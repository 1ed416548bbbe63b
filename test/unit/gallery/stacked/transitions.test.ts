import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { findTransition } from '../../../../src/blocks/gallery/designs/stacked/transitions';
import { fakeContext, flush, mountReady, visibleSlides } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

describe('transition lookup (§4 Gallery, §5: an unknown transition throws)', () => {
  it.each(['fade', 'none'])('finds %s in the design chunk', (name) => {
    expect(typeof findTransition(name)).toBe('function');
  });

  it.each(['ken-burns', 'swipe', 'new-swipe', 'scroll'])(
    'fetches %s, which only slideshows that use it download',
    async (name) => {
      const found = findTransition(name);
      expect(found).toBeInstanceOf(Promise);
      expect(typeof (await found)).toBe('function');
    },
  );

  it.each(['wobble', 'Fade', '', 'constructor', '__proto__', 'toString'])(
    'throws "Could not find transition named %s" for an unknown name',
    (name) => {
      expect(() => findTransition(name)).toThrow(new Error(`Could not find transition named ${name}`));
    },
  );

  it('create() throws for an unknown transition and leaves the markup untouched, so the block fails', () => {
    const fake = fakeContext({ designOptions: { transition: 'wobble' } });
    const before = document.body.innerHTML;
    expect(() => create(fake.context)).toThrow('Could not find transition named wobble');
    expect(document.body.innerHTML).toBe(before);
  });

  it('defaults to fade when designOptions names no transition', () => {
    const fake = fakeContext();
    expect(() => create(fake.context).destroy()).not.toThrow();
  });

  it.each([
    [{ boundaries: 'rubber' }, /boundaries must each be none, hard or inertial/],
    [{ snapPoints: 'half' }, /snapPoints must be a percentage or none/],
  ])('new-swipe with %j: the §5 error goes to the block, and slides change instantly', async (options, message) => {
    const fake = fakeContext({ designOptions: { transition: 'new-swipe', ...options } });
    await mountReady(fake, create);
    expect(fake.reports).toHaveLength(1);
    expect(String(fake.reports[0])).toMatch(message);
    fake.engine.next();
    await flush();
    expect(visibleSlides(fake)).toEqual([1]);
  });
});
