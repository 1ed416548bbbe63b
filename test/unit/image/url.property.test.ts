/**
 * Properties of the image URL helpers (spec §3 "Images" data-size-format,
 * data-image-dimensions, data-image-focal-point; §9 "Image" widths) and of
 * the width choice.
 */
import fc from 'fast-check';
import {
  hostWidths,
  IMAGE_WIDTHS,
  imageSrcset,
  imageUrl,
  parseDimensions,
  parseFocalPoint,
} from '../../../src/shared/image/url';
import { candidates, pickWidth } from '../../../src/shared/image/width';

const width = fc.constantFrom(...IMAGE_WIDTHS);
const format = fc.constantFrom('queryString' as const, 'filename' as const);
const segment = fc.stringMatching(/^[a-z0-9_]{1,12}$/);
/** Image sources as a server writes them: a path, maybe an extension, a query and a hash. */
const source = fc
  .record({
    absolute: fc.boolean(),
    parts: fc.array(segment, { minLength: 1, maxLength: 4 }),
    ext: fc.option(fc.constantFrom('.png', '.jpg', '.webp'), { nil: '' }),
    query: fc.option(fc.array(fc.tuple(segment, segment), { maxLength: 3 }), { nil: [] as [string, string][] }),
    hash: fc.option(segment, { nil: '' }),
  })
  .map(({ absolute, parts, ext, query, hash }) => {
    const path = `${absolute ? 'https://images.example.com/' : '/'}${parts.join('/')}${ext}`;
    const search = query.length ? `?${query.map(([k, v]) => `${k === 'format' ? 'f' : k}=${v}`).join('&')}` : '';
    return `${path}${search}${hash ? `#${hash}` : ''}`;
  });

/** The width a URL asks for, read back in its own format. */
function widthOf(url: string, fmt: 'queryString' | 'filename'): number {
  const match = fmt === 'queryString' ? /[?&]format=(\d+)w/.exec(url) : /-(\d+)w(?:\.\w+)?(?:[?#]|$)/.exec(url);
  return match ? Number(match[1]) : NaN;
}

describe('imageUrl', () => {
  it('asks for exactly the given width, in either format', () => {
    fc.assert(fc.property(source, width, format, (src, w, fmt) => expect(widthOf(imageUrl(src, w, fmt), fmt)).toBe(w)));
  });

  it('keeps the rest of the source: other query parameters and the hash survive', () => {
    fc.assert(
      fc.property(source, width, format, (src, w, fmt) => {
        const url = new URL(imageUrl(src, w, fmt), 'https://site.example/');
        const original = new URL(src, 'https://site.example/');
        expect(url.hash).toBe(original.hash);
        for (const [key, value] of original.searchParams) expect(url.searchParams.getAll(key)).toContain(value);
      }),
    );
  });

  it('round-trips: sizing an already sized URL again only changes the width', () => {
    fc.assert(
      fc.property(source, width, width, (src, a, b) => {
        expect(imageUrl(imageUrl(src, a, 'queryString'), b, 'queryString')).toBe(imageUrl(src, b, 'queryString'));
      }),
    );
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), format, (src, w, fmt) =>
        expect(typeof imageUrl(src, w, fmt)).toBe('string'),
      ),
    );
  });

  it('writes the two formats the spec names', () => {
    expect(imageUrl('/images/lake-1500x1000.png', 500)).toBe('/images/lake-1500x1000.png?format=500w');
    expect(imageUrl('/images/lake-1500x1000.png', 500, 'filename')).toBe('/images/lake-1500x1000-500w.png');
    expect(imageUrl('/a.png?x=1#top', 100, 'filename')).toBe('/a-100w.png?x=1#top');
  });
});

describe('imageSrcset', () => {
  it('lists each host width up to the intrinsic width (and the narrowest always), each URL asking for its own width', () => {
    fc.assert(
      fc.property(source, format, fc.nat(4000), (src, fmt, intrinsic) => {
        const entries = imageSrcset(src, fmt, intrinsic)
          .split(', ')
          .map((entry) => entry.split(' '));
        const widths = entries.map(([, descriptor]) => Number(descriptor.slice(0, -1)));
        expect(widths).toEqual(hostWidths(intrinsic));
        for (const [url, descriptor] of entries) expect(`${widthOf(url, fmt)}w`).toBe(descriptor);
        for (const w of widths) expect(w <= intrinsic || w === 100 || !intrinsic).toBe(true);
      }),
    );
  });
});

describe('parseDimensions', () => {
  it('round-trips "WxH"', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 1, max: 1e6 }), (w, h) => {
        expect(parseDimensions(`${w}x${h}`)).toEqual({ width: w, height: h });
      }),
    );
  });

  it('never throws and gives zeros for anything else', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const { width, height } = parseDimensions(value);
        expect(Number.isFinite(width) && Number.isFinite(height)).toBe(true);
        if (!/\d\s*x\s*\d/i.test(value)) expect([width, height]).toEqual([0, 0]);
      }),
    );
    expect(parseDimensions(null)).toEqual({ width: 0, height: 0 });
  });
});

describe('parseFocalPoint', () => {
  it('round-trips fractions "x,y"', () => {
    const fraction = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(fc.property(fraction, fraction, (x, y) => expect(parseFocalPoint(`${x},${y}`)).toEqual([x, y])));
  });

  it('never throws, always lands in [0, 1], and defaults to the centre', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const point = parseFocalPoint(value);
        for (const n of point) expect(n >= 0 && n <= 1).toBe(true);
      }),
    );
    expect(parseFocalPoint(undefined)).toEqual([0.5, 0.5]);
    expect(parseFocalPoint('2,-1')).toEqual([1, 0]);
  });
});

/** The host width picked for `target` among `widths`. */
const chooseWidth = (target: number, widths: number[]) =>
  pickWidth(
    target,
    widths.map((w) => [w, `${w}`]),
  )[0];

describe('pickWidth', () => {
  it('is always one of the host widths, at least the target unless the target is above the widest', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10000, noNaN: true }), fc.nat(5000), (target, intrinsic) => {
        const widths = hostWidths(intrinsic);
        const chosen = chooseWidth(target, widths);
        expect(widths).toContain(chosen);
        if (target <= Math.max(...widths)) {
          expect(chosen).toBeGreaterThanOrEqual(target);
          // …and the smallest such width.
          expect(widths.filter((w) => w >= target && w < chosen)).toEqual([]);
        } else expect(chosen).toBe(Math.max(...widths));
      }),
    );
  });

  it('never picks above the intrinsic width (beyond the narrowest host width)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10000, noNaN: true }),
        fc.integer({ min: 100, max: 5000 }),
        (target, intrinsic) => {
          expect(chooseWidth(target, hostWidths(intrinsic))).toBeLessThanOrEqual(intrinsic);
        },
      ),
    );
  });
});

describe('candidates', () => {
  it("data-srcset's width candidates, in any order, are chosen from as given", () => {
    const list = candidates('/b.png 640w, /a.png 320w,/c.png  1280w', '/x.png', 'queryString', 1500);
    expect(pickWidth(500, list)).toEqual([640, '/b.png']);
    expect(pickWidth(5000, list)).toEqual([1280, '/c.png']);
  });

  it('candidates without a width descriptor are ignored; none left means the host widths', () => {
    expect(candidates('/a.png 2x, /b.png', '/x.png', 'filename', 640)).toEqual([
      [500, '/x-500w.png'],
      [300, '/x-300w.png'],
      [100, '/x-100w.png'],
    ]);
  });
});
