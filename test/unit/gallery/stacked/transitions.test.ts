import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { findTransition } from '../../../../src/blocks/gallery/designs/stacked/transitions';
import { fakeContext } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();

describe('transition lookup (§4 Gallery, §5: an unknown transition throws)', () => {
  it.each(['fade', 'none'])('finds %s in the design chunk', (name) => {
    expect(typeof findTransition(name, {})).toBe('function');
  });

  it.each(['ken-burns', 'swipe', 'new-swipe', 'scroll'])(
    'fetches %s, which only slideshows that use it download',
    async (name) => {
      const found = findTransition(name, {});
      expect(found).toBeInstanceOf(Promise);
      expect(typeof (await found)).toBe('function');
    },
  );

  it.each(['wobble', 'Fade', '', 'constructor', '__proto__', 'toString'])(
    'throws "Could not find transition named %s" for an unknown name',
    (name) => {
      expect(() => findTransition(name, {})).toThrow(new Error(`Could not find transition named ${name}`));
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
  ])('create() with new-swipe and %j throws a clear error and leaves the markup untouched', (options, message) => {
    const fake = fakeContext({ designOptions: { transition: 'new-swipe', ...options } });
    const before = document.body.innerHTML;
    expect(() => create(fake.context)).toThrow(message);
    expect(document.body.innerHTML).toBe(before);
  });
});
