import { create } from '../../../../src/blocks/gallery/designs/autogrid';
import { css, fakeGallery, normal, slideEls, tasks } from './fake-context';

describe('autogrid: as many 250 px columns as fit (§9 column width 250)', () => {
  it('is a CSS grid of auto-filled columns at least 250 px wide, 20 px apart by default', () => {
    const fake = fakeGallery();
    create(fake.context);
    expect(fake.container.classList.contains('sqs-gallery-design-autogrid')).toBe(true);
    expect(css(fake.container, 'display')).toBe('grid');
    expect(css(fake.container, 'grid-template-columns')).toBe(
      normal('grid-template-columns', 'repeat(auto-fill,minmax(min(250px,100%),1fr))'),
    );
    expect(css(fake.container, 'gap')).toBe('20px');
  });

  it('takes columnWidth and the gutter from the settings', () => {
    const fake = fakeGallery({ settings: { columnWidth: 180, gutter: 6 } });
    create(fake.context);
    expect(css(fake.container, 'grid-template-columns')).toContain('min(180px,100%)');
    expect(css(fake.container, 'gap')).toBe('6px');
  });

  it('cells share the imageAspectRatio (square by default) and crop their image at the focal point', () => {
    const fake = fakeGallery({ settings: { aspectRatio: 0.75 } });
    create(fake.context);
    expect(slideEls(fake).map((s) => css(s, 'aspect-ratio'))).toEqual(Array(5).fill('0.75'));
    expect(css(fake.context.slides[0].image, 'object-fit')).toBe('cover');
  });

  it('loads every slide through the block and destroy() restores the server markup exactly', async () => {
    const fake = fakeGallery();
    const design = create(fake.context);
    await tasks();
    expect(fake.loaded).toEqual([0, 1, 2, 3, 4]);
    design.destroy();
    expect(fake.root.outerHTML).toBe(fake.html);
  });
});
