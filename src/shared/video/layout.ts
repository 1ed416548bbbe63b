/**
 * The player's box (spec §3 "Video embed" modes, §9 "Video"). `none`: the
 * embed's own ratio as padding (56.3 % when it gives no size); `fit` and
 * `fill`: contained in or covering the wrapper's box, done in CSS with
 * container units, so a resize needs no script. Styles go through the
 * player's markup undo (CSSOM only, the server's values put back).
 */
import { VIDEO, type VideoMode } from '../../core/enums/video-embed';
import type { MarkupUndo } from '../markup-undo';

/** The embed's height as a percentage of its width (spec §9: 56.3 when unknown). */
export function ratioPercent(width: number, height: number): number {
  return width > 0 && height > 0 ? (height / width) * 100 : VIDEO.fallbackPaddingPercent;
}

/** A placeholder's height in % of its width: 65 for 'auto' or nothing, else 100 divided by the value (spec §9). */
export function placeholderPercent(aspectRatio: unknown): number {
  const value = parseFloat(String(aspectRatio));
  return value > 0 ? 100 / value : VIDEO.autoPlaceholderRatio;
}

/** Lays out `wrapper > intrinsic > inner` for `mode`, recording each style in `markup`. */
export function layOut(
  mode: VideoMode,
  ratio: number,
  markup: MarkupUndo,
  wrapper: HTMLElement,
  intrinsic: HTMLElement,
  inner: HTMLElement,
): void {
  if (mode === 'none')
    return markup.style(inner, {
      position: 'relative',
      height: '0',
      'padding-bottom': `${ratio}%`,
      overflow: 'hidden',
    });
  const pick = mode === 'fit' ? 'min' : 'max';
  const r = 100 / ratio;
  markup.style(wrapper, { 'container-type': 'size', width: '100%', height: '100%', overflow: 'hidden' });
  markup.style(intrinsic, {
    position: 'absolute',
    left: '50%',
    top: '50%',
    transform: 'translate(-50%,-50%)',
    width: `${pick}(100cqw,${r}*100cqh)`,
    height: `${pick}(100cqh,100cqw/${r})`,
  });
  markup.style(inner, { position: 'relative', width: '100%', height: '100%' });
}
