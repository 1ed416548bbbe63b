import { create } from '../../../../src/blocks/gallery/designs/autorows';
import { css, fakeGallery, slideEls, tasks } from './fake-context';

const px = (s: HTMLElement, name: string) => parseFloat(css(s, name));

describe('autorows: justified rows, 250 px high with a 20 px gutter (§9)', () => {
  it('fills each row to the width exactly and leaves the last row at the target height', () => {
    const fake = fakeGallery({ dims: ['1500x1000', '1500x1000', '1500x1000', '1000x1000', '1000x1000'], width: 1000 });
    create(fake.context);
    expect(fake.container.classList.contains('sqs-gallery-design-autorows')).toBe(true);
    const slides = slideEls(fake);
    // 375 + 20 + 375 + 20 + 375 > 1000: three in the first row, scaled to (1000 - 40) / 4.5 px high.
    const h = Math.round(960 / 4.5);
    expect(slides.slice(0, 3).map((s) => px(s, 'height'))).toEqual([h, h, h]);
    expect(px(slides[2], 'left') + px(slides[2], 'width')).toBe(1000);
    expect(slides.slice(3).map((s) => [px(s, 'left'), px(s, 'top'), px(s, 'width'), px(s, 'height')])).toEqual([
      [0, h + 20, 250, 250],
      [270, h + 20, 250, 250],
    ]);
    expect(css(fake.container, 'height')).toBe(`${h + 20 + 250}px`);
  });

  it('takes the row height from designOptions.rowHeight and the gutter from the settings', () => {
    const fake = fakeGallery({
      dims: ['1000x1000'],
      width: 1000,
      settings: { gutter: 4, designOptions: { rowHeight: 180 } },
    });
    create(fake.context);
    expect(css(slideEls(fake)[0], 'height')).toBe('180px');
  });

  it('re-lays out on layout() after a resize', () => {
    const fake = fakeGallery({ dims: ['1000x1000', '1000x1000', '1000x1000'], width: 1000 });
    const design = create(fake.context);
    expect(css(slideEls(fake)[2], 'top')).toBe('0px');
    fake.setWidth(500);
    design.layout!();
    expect(css(slideEls(fake)[2], 'top')).not.toBe('0px');
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
