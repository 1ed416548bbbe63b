/**
 * CONTRACT STUB (replaced by the image work): loads one image element.
 */
import { imageSrcset, imageUrl, parseDimensions, sizeFormat } from './url';

export interface ImageLoadOptions {
  /** Load even when `data-load="false"` (the gallery decides itself when). */
  force?: boolean;
}

/**
 * Give `img` its `srcset`, `sizes` and `src` from `data-src` and the data
 * attributes of spec §3 "Images". Returns false (after the §8 console error)
 * when the element cannot be loaded.
 */
export function loadImage(img: HTMLImageElement, _options: ImageLoadOptions = {}): boolean {
  const src = img.getAttribute('data-src');
  if (!src) return false;
  const format = sizeFormat(img.getAttribute('data-size-format'));
  const { width } = parseDimensions(img.getAttribute('data-image-dimensions'));
  img.sizes = `${Math.max(1, Math.round(img.getBoundingClientRect().width || 100))}px`;
  img.srcset = imageSrcset(src, format, width);
  img.src = imageUrl(src, 1000, format);
  return true;
}

/**
 * Call `near` once when `element` comes within 200 px of the viewport (at
 * once without IntersectionObserver). Returns the cancel function.
 */
export function whenNear(element: Element, near: () => void, win: Window & typeof globalThis = window): () => void {
  if (!('IntersectionObserver' in win)) {
    near();
    return () => {};
  }
  const observer = new win.IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) {
      observer.disconnect();
      near();
    }
  }, { rootMargin: '200px' });
  observer.observe(element);
  return () => observer.disconnect();
}
