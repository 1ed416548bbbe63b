/**
 * The loader lays a grid gallery out before any gallery code arrives
 * (src/loader/gallery-cells.ts); the grid design then mounts on those cells.
 * The rule of both (src/shared/gallery-layout.ts): for any block JSON, every
 * style the loader wrote is one the design writes with the same value, so the
 * design's mount changes nothing the loader laid out.
 */
import fc from 'fast-check';
import { create } from '../../../../src/blocks/gallery/designs/grid';
import { readSettings } from '../../../../src/blocks/gallery/settings';
import { readSlides } from '../../../../src/blocks/gallery/slides';
import type { DesignContext } from '../../../../src/blocks/gallery/types';
import { parseDimensions, parseFocalPoint } from '../../../../src/shared/image/url';
import { layOutGrid } from '../../../../src/loader/gallery-cells';
import { gridLayoutOf } from '../../../../src/shared/gallery-layout';
import { guard } from '../../../../src/core/guard';

/** A 7.0 grid block as the builder writes it: slides whose image sits in a.image-slide-anchor.content-fit. */
function page(config: Record<string, unknown>, containerClass = 'sqs-gallery-block-grid'): HTMLElement {
  const slide = (i: number) => `
    <div class="slide" data-type="image"><div class="margin-wrapper">
      <a href="/images/s${i}.png" class="image-slide-anchor content-fit">
        <img class="thumb-image" data-src="/images/s${i}-1500x1000.png" data-image-dimensions="1500x1000"
             data-image-focal-point="0.5,0.5" data-load="false" alt="Slide ${i}">
      </a></div></div>`;
  document.body.innerHTML = `<div class="sqs-block gallery-block"><div class="sqs-block-content">
    <div class="sqs-gallery-container ${containerClass}"><div class="sqs-gallery">${[0, 1, 2].map(slide).join('')}</div></div>
  </div></div>`;
  document.querySelector('.sqs-block')!.setAttribute('data-block-json', JSON.stringify(config));
  return document.querySelector<HTMLElement>('.sqs-block')!;
}

/** Every inline style of the gallery's parent, the gallery, its slides and their images, as `selector|name` → value. */
function styles(root: HTMLElement): Map<string, string> {
  const seen = new Map<string, string>();
  const elements = [
    root.querySelector('.sqs-gallery-container'),
    root.querySelector('.sqs-gallery'),
    ...root.querySelectorAll('.slide, .thumb-image'),
  ] as HTMLElement[];
  elements.forEach((element, i) => {
    for (const name of Array.from(element.style)) seen.set(`${i}|${name}`, element.style.getPropertyValue(name));
  });
  return seen;
}

/** Mounts the grid design on `root` as the block would, from its JSON. */
function mountDesign(root: HTMLElement, config: Record<string, unknown>): void {
  const box = root.querySelector<HTMLElement>('.sqs-gallery-container')!;
  const container = box.querySelector<HTMLElement>('.sqs-gallery')!;
  const context = {
    win: window,
    root,
    container,
    slides: readSlides(container, { parseDimensions, parseFocalPoint }),
    settings: readSettings(config, box.className, () => {}),
    controls: { previous: null, next: null },
    reducedMotion: () => true,
    inEditor: false,
    loadSlide: () => {},
    report: () => {},
    guard: (callback: () => unknown) => guard(callback, root),
  } as unknown as DesignContext;
  create(context);
}

/** The block JSON (issue 24 §3), as a 7.0 site writes it. */
const BUILDER_70 = {
  design: 'grid',
  'thumbnails-per-row': 3,
  'aspect-ratio': 'anamorphic-widescreen',
  aspectRatio: null,
  padding: 24,
  'auto-crop': true,
  'square-thumbs': false,
  'show-meta': true,
};

describe('the loader lays a 7.0 grid out from its block JSON', () => {
  it('three columns 24 px apart, cells of 2.4:1, images over the whole cell, cropped', () => {
    const root = page(BUILDER_70);
    layOutGrid(root, BUILDER_70);
    const gallery = root.querySelector<HTMLElement>('.sqs-gallery')!;
    expect(gallery.style.display).toBe('grid');
    expect(gallery.style.getPropertyValue('grid-template-columns')).toContain('repeat(3');
    expect(gallery.style.gap).toBe('24px');
    const slide = root.querySelector<HTMLElement>('.slide')!;
    expect(slide.style.getPropertyValue('aspect-ratio')).toBe('2.4');
    const image = root.querySelector<HTMLElement>('.thumb-image')!;
    expect([image.style.position, image.style.width, image.style.height]).toEqual(['absolute', '100%', '100%']);
    expect(image.style.objectFit).toBe('cover');
  });

  it('camelCase (7.1) keys and auto-crop off: fitted images', () => {
    const config = { design: 'grid', thumbnailsPerRow: 2, aspectRatio: 'standard-vertical', autoCrop: false };
    expect(gridLayoutOf(config)).toEqual({ columns: 2, gap: null, ratio: 2 / 3, crop: false });
    const root = page(config);
    layOutGrid(root, config);
    expect(root.querySelector<HTMLElement>('.thumb-image')!.style.objectFit).toBe('contain');
    // The default gap, 1cqw, is 1 % of the width of the gallery's parent, made a size container.
    expect(root.querySelector<HTMLElement>('.sqs-gallery-container')!.style.getPropertyValue('container-type')).toBe(
      'inline-size',
    );
  });

  it.each([
    ['a slideshow', { design: 'slideshow' }, 'sqs-gallery-block-grid'],
    ['a grid named by a class the JSON overrides', { design: 'carousel' }, 'sqs-gallery-block-grid'],
    ['no design at all', {}, ''],
  ])('leaves anything but a grid alone: %s', (_label, config, containerClass) => {
    const root = page(config, containerClass);
    layOutGrid(root, config);
    expect(root.querySelectorAll('[style]')).toHaveLength(0);
  });

  it('a grid named by its container class only, as the block reads it', () => {
    const root = page({}, 'sqs-gallery-block-grid');
    layOutGrid(root, {});
    expect(root.querySelector<HTMLElement>('.sqs-gallery')!.style.display).toBe('grid');
  });
});

describe('the grid design mounts on the loader’s cells without changing them', () => {
  const value = fc.constantFrom<unknown>(
    ...[null, '', true, false, 'true', 'false', 0, 1, 2, 3, 2.5, -1, 24, '3', '24px', 'abc'],
    ...['Auto', 'square', 'standard', 'widescreen', 'anamorphic-widescreen', '16:9', '3:0', 'golden', 1.5],
  );
  const keys = [
    'thumbnails-per-row',
    'thumbnailsPerRow',
    'slidesPerRow',
    'padding',
    'gutter',
    'imageAspectRatio',
    'aspectRatio',
    'aspect-ratio',
    'square-thumbs',
    'squareThumbs',
    'auto-crop',
    'autoCrop',
  ];
  const config = fc.dictionary(fc.constantFrom(...keys), value).map((entries) => ({ design: 'grid', ...entries }));

  it('the issue’s JSON', () => {
    const root = page(BUILDER_70);
    layOutGrid(root, BUILDER_70);
    const before = styles(root);
    mountDesign(root, BUILDER_70);
    const after = styles(root);
    before.forEach((value, key) => expect([key, after.get(key)]).toEqual([key, value]));
  });

  it('any block JSON: every style the loader wrote is still there, with its value', () => {
    fc.assert(
      fc.property(config, (json) => {
        const root = page(json);
        layOutGrid(root, json);
        const before = styles(root);
        expect(before.size).toBeGreaterThan(0);
        mountDesign(root, json);
        const after = styles(root);
        before.forEach((written, key) => expect([key, after.get(key)]).toEqual([key, written]));
      }),
      { numRuns: 300 },
    );
  });
});
