/**
 * `data-use-advanced-positioning` and `data-use-bg-image` (spec §3
 * "Images"): a chunk of its own, fetched the first time an image asks for
 * either. Both only restyle an image that already fills its box at its focal
 * point (the loader's common path), so nothing moves when they apply, and a
 * chunk that fails to load leaves that image as it is, visible.
 */
import { percent, type Place } from './settings';
import { setStyles } from './styles';

/**
 * The offset, as a fraction of the overflow, that puts the focal point `f` of
 * an image `size` long in the middle of a `box` long view, without a gap.
 */
function centred(size: number, box: number, f: number): number {
  return size > box ? Math.min(1, Math.max(0, (size * f - box / 2) / (size - box))) : f;
}

/**
 * Advanced positioning: a covering image's focal point as near the middle of
 * its measured box as the crop allows (instead of CSS's rule, the focal point
 * at the same fraction of the box). Background: the parent shows the picture
 * (once `url` has arrived) with the same fit and position; the `img` stays in
 * the layout, giving the parent its size, but is not painted.
 */
export const place: Place = (img, parent, s, box, url) => {
  let position = s.pos;
  if (s.adv && s.fit === 'cover' && box.width && box.height && s.w && s.h) {
    const scale = Math.max(box.width / s.w, box.height / s.h);
    position = `${percent(centred(s.w * scale, box.width, s.fp[0]))} ${percent(centred(s.h * scale, box.height, s.fp[1]))}`;
    setStyles(img, { 'object-position': position });
  }
  if (!s.bg) return;
  setStyles(img, { visibility: 'hidden' });
  const styles: Record<string, string> = {
    'background-size': s.fit,
    'background-position': position,
    'background-repeat': 'no-repeat',
  };
  if (url) styles['background-image'] = `url(${JSON.stringify(new URL(url, img.baseURI).href)})`;
  setStyles(parent, styles);
};
