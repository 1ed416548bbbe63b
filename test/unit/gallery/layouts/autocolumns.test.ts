import { create } from '../../../../src/blocks/gallery/designs/autocolumns';
import { masonry } from '../../../../src/blocks/gallery/designs/layout/masonry';
import { css, fakeGallery, slideEls } from './fake-context';

const DIMS = ['1000x1000', '1000x2000', '1000x500', '1000x1000', '2000x1000', '1000x1500'];
const boxesOf = (slides: HTMLElement[]) =>
  slides.map((s) => ['left', 'top', 'width', 'height'].map((name) => parseFloat(css(s, name))));

describe('autocolumns: masonry columns, 250 px wide with no gutter by default (§9)', () => {
  it('puts each slide in the shortest column, with heights from data-image-dimensions', () => {
    const fake = fakeGallery({ dims: DIMS, width: 1000 });
    create(fake.context);
    expect(fake.container.classList.contains('sqs-gallery-design-autocolumns')).toBe(true);
    expect(css(fake.container, 'position')).toBe('relative');
    expect(boxesOf(slideEls(fake))).toEqual([
      [0, 0, 250, 250],
      [250, 0, 250, 500],
      [500, 0, 250, 125],
      [750, 0, 250, 250],
      [500, 125, 250, 125],
      [0, 250, 250, 375],
    ]);
    expect(css(fake.container, 'height')).toBe('625px');
    expect(css(slideEls(fake)[0], 'position')).toBe('absolute');
  });

  it("floors the column count by default (behavior 'min'), rounds it up otherwise", () => {
    const floor = fakeGallery({ dims: DIMS, width: 1100 });
    create(floor.context);
    expect(css(slideEls(floor)[0], 'width')).toBe('275px');
    const ceil = fakeGallery({ dims: DIMS, width: 1100, settings: { designOptions: { behavior: 'max' } } });
    create(ceil.context);
    expect(css(slideEls(ceil)[0], 'width')).toBe('220px');
  });

  it('takes columnWidth and gutter from the settings (designOptions first)', () => {
    const fake = fakeGallery({
      dims: DIMS,
      width: 1000,
      settings: { columnWidth: 300, gutter: 10, designOptions: { columnWidth: '480' } },
    });
    create(fake.context);
    const expected = masonry([1, 0.5, 2, 1, 2, 2 / 3], 1000, 2, 10).boxes.map((b) => [b.x, b.y, b.width, b.height]);
    expect(boxesOf(slideEls(fake))).toEqual(expected);
  });

  it('re-lays out on layout() after a resize, and keeps the layout while the gallery has no width', () => {
    const fake = fakeGallery({ dims: DIMS, width: 1000 });
    const design = create(fake.context);
    fake.setWidth(500);
    design.layout!();
    expect(css(slideEls(fake)[1], 'left')).toBe('250px');
    expect(css(slideEls(fake)[2], 'top')).toBe('250px');
    fake.setWidth(0);
    design.layout!();
    expect(css(slideEls(fake)[2], 'top')).toBe('250px');
  });

  it('destroy() restores the server markup exactly', () => {
    const fake = fakeGallery({ dims: DIMS });
    create(fake.context).destroy();
    expect(fake.root.outerHTML).toBe(fake.html);
  });
});

describe('autocolumns: columnWidth must be a positive number (§5)', () => {
  it.each([['abc'], [-5], [0], ['0'], [Number.NaN], [{}], [true]])('throws naming the value %p', (value) => {
    const fake = fakeGallery({ settings: { designOptions: { columnWidth: value } } });
    expect(() => create(fake.context)).toThrow(/columnWidth must be a positive number, got /);
    expect(() => create(fake.context)).toThrow(JSON.stringify(value));
  });

  it('parses a string as an integer', () => {
    const fake = fakeGallery({ width: 1000, settings: { designOptions: { columnWidth: '200px' } } });
    create(fake.context);
    expect(css(slideEls(fake)[0], 'width')).toBe('200px');
  });
});
