/**
 * The viewport size, re-rendering on resize (and orientation change, which
 * fires resize): the image box, the padding and the mobile layout follow it.
 */
import { useLayoutEffect, useState } from 'react';

/** [width, height] of `win`'s viewport, kept current. */
export function useViewport(win: Window): [number, number] {
  const read = (): [number, number] => [win.innerWidth, win.innerHeight];
  const [size, setSize] = useState(read);
  // A layout effect: listening from the first commit, so no resize is missed.
  useLayoutEffect(() => {
    const onResize = () => setSize(read());
    win.addEventListener('resize', onResize);
    return () => win.removeEventListener('resize', onResize);
  }, []);
  return size;
}

/** A media query's answer now; false where matchMedia is missing or throws. */
export function matches(win: Window, query: string): boolean {
  try {
    return !!win.matchMedia?.(query)?.matches;
  } catch {
    return false;
  }
}
