/**
 * The marquee's picture: an SVG whose text runs along the wave of ./path.ts,
 * repeated until it covers the path and one run more (so moving it by one
 * run is seamless). The SVG is `aria-hidden`: screen readers read the
 * server's own text once, which stays in the page, visually hidden, instead
 * of an endless repeat.
 */
import { uniqueId } from '../../core/ui/unique-id';
import type { MarkupUndo } from '../../shared/markup-undo';
import { wavePath } from './path';
import type { MarqueeSettings } from './settings';

const SVG = 'http://www.w3.org/2000/svg';

/** Between the items of a marquee, and after the last (reading: the spec names none). */
export const SEPARATOR = ' · ';

/** What the motion needs of a rendered marquee. */
export interface RenderedMarquee {
  textPath: SVGTextPathElement;
  /** The length of one run of the text, in px along the path. */
  runLength: number;
}

/** The text of one run: the items (`.sqs-marquee-item`), else the content's text, each followed by the separator. */
export function marqueeText(content: Element): string {
  const items = Array.from(content.querySelectorAll('.sqs-marquee-item'), (item) => item.textContent?.trim() ?? '');
  const parts = (items.length ? items : [content.textContent?.trim() ?? '']).filter(Boolean);
  return parts.map((part) => part + SEPARATOR).join('');
}

/** Hide `el` from the eye but not from screen readers. */
function visuallyHide(el: HTMLElement, undo: MarkupUndo) {
  undo.style(el, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    'white-space': 'nowrap',
  });
}

/** Draw the marquee of `content` into `root`, `width` px wide; every change recorded in `undo`. */
export function renderMarquee(
  root: HTMLElement,
  content: HTMLElement,
  width: number,
  settings: MarqueeSettings,
  undo: MarkupUndo,
): RenderedMarquee {
  const doc = root.ownerDocument;
  const style = doc.defaultView!.getComputedStyle(content);
  const fontSize = parseFloat(style.fontSize) || 16;
  const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.2;
  const wave = wavePath(width, lineHeight, settings.waveFrequency, settings.waveIntensity);
  const run = marqueeText(content);

  const svg = undo.added(doc.createElementNS(SVG, 'svg'));
  svg.setAttribute('class', 'sqs-marquee-svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(wave.height));
  svg.setAttribute('viewBox', `0 0 ${width} ${wave.height}`);
  undo.style(svg as unknown as HTMLElement, { display: 'block', overflow: 'hidden', font: 'inherit' });
  const path = svg.appendChild(doc.createElementNS(SVG, 'path'));
  path.id = uniqueId('marquee-path');
  path.setAttribute('d', wave.d);
  path.setAttribute('fill', 'none');
  const text = svg.appendChild(doc.createElementNS(SVG, 'text'));
  text.setAttribute('fill', 'currentColor');
  const textPath = text.appendChild(doc.createElementNS(SVG, 'textPath'));
  textPath.setAttribute('href', `#${path.id}`);
  textPath.textContent = run;
  content.after(svg);
  visuallyHide(content, undo);

  const runLength = text.getComputedTextLength?.() || 0;
  const pathLength = path.getTotalLength?.() || width;
  if (runLength > 0) textPath.textContent = run.repeat(Math.ceil(pathLength / runLength) + 1);
  return { textPath, runLength };
}
