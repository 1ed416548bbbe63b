/**
 * Gallery markup as the server renders it (the markup contract of
 * docs/blocks/gallery.md) and the fakes the core tests share.
 */
import { createEngine } from '../../../../src/blocks/gallery/engine';
import { readSettings } from '../../../../src/blocks/gallery/settings';
import { readSlides } from '../read-slides';
import type { Design, DesignContext, DesignModule, GalleryEngine } from '../../../../src/blocks/gallery/types';
import type { BlockContext } from '../../../../src/core/types';
import { guard } from '../../../../src/core/guard';

export interface MarkupOptions {
  design?: string;
  json?: Record<string, unknown>;
  slides?: number;
  controls?: 'buttons' | 'divs' | 'none';
  thumbnails?: boolean;
  /** Extra attributes per slide index. */
  slide?: (index: number) => string;
}

/** One slide, as the server writes it. */
export function slideHtml(index: number, extra = ''): string {
  const n = index + 1;
  // `extra` comes first: the first of two equal attributes wins.
  return `<div class="slide" ${extra} data-type="image" data-slide-id="id-${n}" data-slide-url="photo-${n}">
    <noscript><img src="/images/p${n}-1500x1000.png" alt="Photo ${n}"></noscript>
    <img class="thumb-image" data-src="/images/p${n}-1500x1000.png" data-image-dimensions="1500x1000" data-image-focal-point="0.5,0.5" data-load="false" alt="Photo ${n}">
    <div class="meta"><div class="meta-inside"><p class="meta-title">Title ${n}</p><p class="meta-description">Description ${n}</p></div></div>
  </div>`;
}

/** A gallery block root, attached to the document. */
export function galleryRoot(options: MarkupOptions = {}): HTMLElement {
  const { design = 'slideshow', json = {}, slides = 5, controls = 'buttons', thumbnails = false } = options;
  const root = document.createElement('div');
  root.className = 'sqs-block gallery-block sqs-block-gallery';
  root.setAttribute('data-block-json', JSON.stringify(json));
  const list = Array.from({ length: slides }, (_, i) => slideHtml(i, options.slide?.(i))).join('');
  const tag = controls === 'divs' ? 'div' : 'button';
  const controlHtml =
    controls === 'none'
      ? ''
      : `<div class="sqs-gallery-controls"><${tag} class="previous"${tag === 'button' ? ' type="button"' : ''}>Previous</${tag}><${tag} class="next"${tag === 'button' ? ' type="button"' : ''}>Next</${tag}></div>`;
  const strip = thumbnails
    ? `<div class="sqs-gallery-thumbnails">${Array.from({ length: slides }, (_, i) => slideHtml(i)).join('')}</div>`
    : '';
  root.innerHTML = `<div class="sqs-block-content"><div class="sqs-gallery-container sqs-gallery-block-${design}"><div class="sqs-gallery">${list}</div>${controlHtml}${strip}</div></div>`;
  document.body.appendChild(root);
  return root;
}

/** A BlockContext whose report() records. */
export function blockContext(root: HTMLElement, page: Record<string, unknown> = {}) {
  const reports: { error: unknown; message?: string }[] = [];
  const context: BlockContext = {
    name: 'gallery',
    config: JSON.parse(root.getAttribute('data-block-json') || '{}'),
    page: { collection: null, ...page } as unknown as BlockContext['page'],
    report: (error, message) => void reports.push({ error, message }),
  };
  return { context, reports };
}

/** A design module whose show() resolves when the test says so. */
export function fakeDesign(extra: Partial<Design> = {}) {
  const shows: [number, number, number][] = [];
  const pending: (() => void)[] = [];
  let context: DesignContext | undefined;
  const module: DesignModule = {
    create(ctx) {
      context = ctx;
      ctx.container.classList.add('sqs-gallery-design-fake');
      return {
        show(index, from, direction) {
          shows.push([index, from, direction]);
          if (extra.show) return extra.show(index, from, direction);
          return undefined;
        },
        destroy: () => ctx.container.classList.remove('sqs-gallery-design-fake'),
        ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== 'show')),
      };
    },
  };
  return { module, shows, pending, context: () => context! };
}

/** A DesignContext over `root` for testing one module alone. */
export function designContext(
  root: HTMLElement,
  json: Record<string, unknown> = {},
  engine?: GalleryEngine,
): DesignContext {
  const box = root.querySelector<HTMLElement>('.sqs-gallery-container')!;
  const container = box.querySelector<HTMLElement>('.sqs-gallery')!;
  const slides = readSlides(container);
  const settings = readSettings(json, box.className, () => {});
  return {
    win: window,
    inEditor: false,
    root,
    container,
    slides,
    settings,
    engine: engine ?? createEngine({ count: slides.length, loop: settings.loop, show: () => {} }),
    controls: { previous: root.querySelector('.previous'), next: root.querySelector('.next') },
    reducedMotion: () => false,
    loadSlide: () => {},
    report: () => {},
    guard: (callback) => guard(callback, root),
  };
}

/** Fires a keydown on `target` (bubbling, cancelable). */
export function key(target: EventTarget, keyCode: number, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  Object.defineProperty(event, 'keyCode', { value: keyCode });
  target.dispatchEvent(event);
  return event;
}

/** The server markup of `root`, for comparing before and after. */
export const markup = (root: Element) => root.outerHTML;

/** Waits for pending promise callbacks (chunk imports, show() settling). */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
