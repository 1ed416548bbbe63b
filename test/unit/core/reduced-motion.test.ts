import { prefersReducedMotion } from '../../../src/core/ui/reduced-motion';

const windowWith = (matchMedia: unknown) => ({ matchMedia }) as unknown as Window;

describe('prefersReducedMotion: the one reading of prefers-reduced-motion', () => {
  it('asks for exactly (prefers-reduced-motion: reduce), at call time', () => {
    const queries: string[] = [];
    let reduce = false;
    const win = windowWith((query: string) => (queries.push(query), { matches: reduce }));
    expect(prefersReducedMotion(win)).toBe(false);
    reduce = true; // the visitor changed the OS setting: no reload needed
    expect(prefersReducedMotion(win)).toBe(true);
    expect(queries).toEqual(['(prefers-reduced-motion: reduce)', '(prefers-reduced-motion: reduce)']);
  });

  it.each<[string, Window | null | undefined]>([
    ['no window', null],
    ['no matchMedia (old browsers, jsdom)', windowWith(undefined)],
    ['a matchMedia that answers nothing', windowWith(() => null)],
    [
      'a matchMedia that throws',
      windowWith(() => {
        throw new Error('blocked');
      }),
    ],
    ['a non-boolean answer', windowWith(() => ({ matches: 'yes' }))],
  ])('%s reads as no preference', (_label, win) => {
    expect(prefersReducedMotion(win)).toBe(false);
  });
});
