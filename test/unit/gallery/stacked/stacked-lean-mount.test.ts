/**
 * A lean mount (issue "Ahead at start"): when the theme's stylesheet already
 * stacks a slideshow's slides (every slide absolute, those after the first
 * hidden, as examples/assets/gallery/stacked.css does), the stacked design
 * styles only the slides it shows, each the first time; without such a
 * stylesheet it stacks every slide at mount, as before.
 */
import { create } from '../../../../src/blocks/gallery/designs/stacked';
import { fakeContext, flush, installAnimate, mountDesign } from './fake-context';
import { useFakeClock } from '../../fake-clock';

useFakeClock();
installAnimate();

const THEME_CSS = `
  .sqs-gallery > .slide { position: absolute; top: 0; left: 0; width: 100%; height: 100%; }
  .sqs-gallery > .slide ~ .slide { visibility: hidden; }
`;

/** The slides the design has styled (its class on them). */
const styled = (fake: ReturnType<typeof fakeContext>) =>
  fake.slides.filter((s) => s.element.classList.contains('sqs-gallery-design-stacked-slide')).map((s) => s.index);

function withThemeCss() {
  const style = document.createElement('style');
  style.textContent = THEME_CSS;
  document.head.append(style);
  return () => style.remove();
}

describe('stacked design: a lean mount over a theme that stacks the slides', () => {
  it('styles the current slide and the first at mount, not the other 48', () => {
    const remove = withThemeCss();
    try {
      const fake = fakeContext({ count: 50, start: 3 });
      mountDesign(fake, create);
      expect(styled(fake)).toEqual([0, 3]);
      expect(fake.slides[3].element.style.visibility).toBe('visible');
      expect(fake.slides[0].element.style.visibility).toBe('hidden');
      // The others keep the theme's stacking, untouched.
      expect(fake.slides[20].element.getAttribute('style')).toBeNull();
    } finally {
      remove();
    }
  });

  it('styles a slide the first time it is shown', async () => {
    const remove = withThemeCss();
    try {
      const fake = fakeContext({ count: 50, designOptions: { transition: 'none' } });
      mountDesign(fake, create);
      expect(styled(fake)).toEqual([0]);
      fake.engine.goTo(7);
      await flush();
      expect(styled(fake)).toEqual([0, 7]);
      expect(fake.slides[7].element.style.position).toBe('absolute');
      expect(fake.slides[7].element.style.visibility).toBe('visible');
      expect(fake.slides[0].element.style.visibility).toBe('hidden');
    } finally {
      remove();
    }
  });

  it('stacks every slide at mount when the theme does not', () => {
    const fake = fakeContext({ count: 12, start: 2 });
    mountDesign(fake, create);
    expect(styled(fake)).toHaveLength(12);
    expect(fake.slides.filter((s) => s.element.style.visibility === 'visible').map((s) => s.index)).toEqual([2]);
  });
});
