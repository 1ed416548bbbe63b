import { create } from '../../../../src/blocks/gallery/designs/list';
import { css, fakeGallery, normal, slideEls, tasks } from './fake-context';

describe('list: image and meta side by side', () => {
  it('puts each slide in a row: the image at half the width, the meta beside it, 20 px apart', () => {
    const fake = fakeGallery({ width: 800 });
    create(fake.context);
    expect(fake.container.classList.contains('sqs-gallery-design-list')).toBe(true);
    expect([css(fake.container, 'flex-direction'), css(fake.container, 'gap')]).toEqual(['column', '20px']);
    const [slide] = slideEls(fake);
    expect([css(slide, 'display'), css(slide, 'flex-direction'), css(slide, 'gap')]).toEqual(['flex', 'row', '20px']);
    expect(css(fake.context.slides[0].image, 'width')).toBe('50%');
    expect(css(slide.querySelector('.meta'), 'flex')).toBe('1 1 auto');
  });

  it('reads listImageSize as the image share in percent, within 10–90', () => {
    const fake = fakeGallery({ width: 800, settings: { designOptions: { listImageSize: 40 } } });
    create(fake.context);
    expect(css(fake.context.slides[0].image, 'width')).toBe('40%');
    const big = fakeGallery({ width: 800, settings: { designOptions: { listImageSize: '150' } } });
    create(big.context);
    expect(css(big.context.slides[0].image, 'width')).toBe('90%');
  });

  it('crops images to imageAspectRatio, square by default, the height following the width (cqw)', () => {
    const fake = fakeGallery({ dims: ['1500x1000', '1000x2000'] });
    create(fake.context);
    expect(css(fake.container, 'container-type')).toBe('inline-size');
    expect(fake.context.slides.map((s) => css(s.image, 'height'))).toEqual(
      Array(2).fill(normal('height', 'calc(50cqw / 1)')),
    );
    expect(css(fake.context.slides[0].image, 'object-fit')).toBe('cover');
    const wide = fakeGallery({ dims: ['1500x1000', '1000x2000'], settings: { aspectRatio: 1.5 } });
    create(wide.context);
    expect(wide.context.slides.map((s) => css(s.image, 'height'))).toEqual(
      Array(2).fill(normal('height', 'calc(50cqw / 1.5)')),
    );
    // The tall image is cropped around its focal point (centred here).
    expect(css(wide.context.slides[1].image, 'object-position')).toBe('50% 50%');
  });

  it('stacks the meta under the image when the gallery is 432 px wide or less, and back on layout()', () => {
    const fake = fakeGallery({ width: 432 });
    const design = create(fake.context);
    const [slide] = slideEls(fake);
    expect(css(slide, 'flex-direction')).toBe('column');
    expect(css(fake.context.slides[0].image, 'width')).toBe('100%');
    expect(css(fake.context.slides[0].image, 'height')).toBe(normal('height', 'calc(100cqw / 1)'));
    fake.setWidth(433);
    design.layout!();
    expect(css(slide, 'flex-direction')).toBe('row');
    expect(css(fake.context.slides[0].image, 'width')).toBe('50%');
  });

  it('sizes the wrapper when the image sits inside one (a click-through link)', () => {
    const fake = fakeGallery({ width: 800 });
    const image = fake.context.slides[0].image!;
    const link = document.createElement('a');
    image.replaceWith(link);
    link.append(image);
    const html = fake.root.outerHTML;
    const design = create(fake.context);
    expect([css(link, 'width'), css(image, 'width')]).toEqual(['50%', '100%']);
    design.destroy();
    expect(fake.root.outerHTML).toBe(html);
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
