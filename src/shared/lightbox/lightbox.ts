/**
 * The lightbox's view (spec §2 "Lightbox and gallery", §4 "Lightbox"): a
 * full-screen modal dialog with the current image, close / previous / next
 * buttons, an "n / N" counter, the caption (text only) and, on mobile, a
 * button that shows or hides it. Plain DOM, no UI library: opening the
 * lightbox fetches no preact or react chunk (test/build/dist.test.ts). The
 * index and closing belong to the controller (controller.ts), which calls
 * the view to show an item; the view turns the visitor's keys, clicks and
 * swipes into the controller's calls, and lays itself out again on resize and
 * on the caption toggle.
 */
import { css, make, withAttributes } from '../../core/ui/dom';
import { trapTab } from '../../core/ui/focus-trap';
import { KEY_NEXT, KEY_PREVIOUS, MOBILE_WIDTH } from './constants';
import { imageAttributes, padding, preloadNeighbours } from './fit';
import { listenGestures, type GestureOptions } from './gestures';
import { openMotion, slideIn } from './motion';
import { lightboxStyles, type Part } from './styles';
import type { LightboxItem } from './types';
import { matches } from './viewport';
import { say } from '../../core/message-format/page-words';
import { GENERIC_WORDS } from '../../core/words/generic';
import { LIGHTBOX_WORDS } from '../../core/words/media';

/** What {@link renderLightbox} shows and whom it tells. */
export interface LightboxViewOptions extends GestureOptions {
  items: readonly LightboxItem[];
  /** The item shown first (a valid index). */
  index: number;
  title: string;
  theme: 'light' | 'dark';
  /** A step by a control, click or swipe, or by an arrow key pressed at `keyTime` (the event's timeStamp: throttled). */
  onStep(delta: 1 | -1, keyTime?: number): void;
  /** A throw while laying out again on a resize or the caption toggle: the view cannot go on. */
  onCrash(error: unknown): void;
}

/**
 * The rendered view: shows `items[index]` after a step (it slides in from
 * `direction` and is announced). Throws what the layout throws.
 */
export type LightboxView = (index: number, direction: 1 | -1) => void;

/**
 * Builds the dialog into `host` at `options.index`, moves focus to the close
 * button and fades in; throws (leaving `host` to the caller) when it cannot.
 */
export function renderLightbox(host: HTMLElement, options: LightboxViewOptions): LightboxView {
  const { items, theme, onStep, onClose, onCrash, signal, guard } = options;
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  const n = items.length;
  // Right to left (`dir="rtl"` on html or an ancestor; issue 27): the controls mirror, ArrowLeft and a
  // swipe to the right go forward, and a step slides in from the left.
  const rtl = win.getComputedStyle(host).direction === 'rtl';
  const styles = lightboxStyles(theme, rtl);
  const [backGlyph, forwardGlyph] = rtl ? ['\u203a', '\u2039'] : ['\u2039', '\u203a'];
  // What the last layout used: the shown item, the viewport, the caption toggle.
  let index = -1;
  let width = 0;
  let height = 0;
  let metaOpen = false;
  let image: HTMLImageElement | null = null;

  const on = <E extends Event>(target: EventTarget, type: string, listener: (event: E) => void) =>
    target.addEventListener(type, guard(listener as EventListener), { signal });
  /** The element `sqs-lightbox-{name}` with its style. */
  const part = <K extends keyof HTMLElementTagNameMap>(tag: K, name: string, attributes = {}, ...children: string[]) =>
    make(doc, tag, { class: `sqs-lightbox-${name}`, ...attributes }, styles[name as Part], ...children);
  const button = (name: Part, label: string, glyph: string, action: () => void) => {
    const el = part('button', name, { type: 'button', 'aria-label': label }, glyph);
    on(el, 'click', action);
    return el;
  };

  const dialog = make(
    doc,
    'div',
    {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': options.title,
      tabindex: '-1',
      class: `sqs-lightbox sqs-lightbox-theme-${theme}`,
    },
    styles.root,
  );
  const overlay = part('div', 'overlay');
  const content = part('div', 'content');
  const stage = part('div', 'slide');
  // Swipes are ours: no browser panning (./gestures.ts).
  stage.style.touchAction = 'none';
  const counter = part('p', 'counter');
  const close = button('close', say('generic.close', GENERIC_WORDS.close), '\u00d7', onClose);
  const toggle = button('toggle', say('lightbox.caption', LIGHTBOX_WORDS.caption), 'i', () => {
    metaOpen = !metaOpen;
    redraw();
  });
  const meta = part('div', 'meta');
  const status = part('p', 'status', { 'aria-live': 'polite' });
  const steps =
    n > 1
      ? [
          button('previous', say('lightbox.previous', LIGHTBOX_WORDS.previous), backGlyph, () => onStep(-1)),
          button('next', say('lightbox.next', LIGHTBOX_WORDS.next), forwardGlyph, () => onStep(1)),
        ]
      : [];
  content.append(stage, counter, close, ...steps, status);
  dialog.append(overlay, content);

  /**
   * Lays out `items[next]` for the viewport now; a new item gets a new image,
   * and a step slides it in. One function for every layout (open, step,
   * resize, toggle), longer than most: the state is the few variables above,
   * and one place writing the DOM from them is the easiest to follow (and the
   * smallest, against the size budget).
   */
  const draw = (next: number, direction = 0) => {
    const item = items[next];
    width = win.innerWidth;
    height = win.innerHeight;
    const { box, ...attributes } = imageAttributes(item, width, height, win.devicePixelRatio);
    const hasMeta = !!(item.title || item.description);
    // §2: on mobile (≤ 432 px or no hover) the caption is behind a toggle, closed at first.
    const mobile = width <= MOBILE_WIDTH || matches(win, '(hover: none)');
    const [x, y] = padding(width);
    stage.style.padding = `${y}px ${x}px`;
    if (next !== index) {
      const dimensions: Record<string, string> = { alt: item.alt || item.title };
      if (item.width) dimensions.width = `${item.width}`;
      if (item.height) dimensions.height = `${item.height}`;
      image = item.src ? part('img', 'image', dimensions) : null;
      if (image) on(image, 'load', () => preloadNeighbours(doc, items, next, width, height));
      stage.replaceChildren(...(image ? [image] : []));
      counter.textContent = `${next + 1} / ${n}`;
      const text = (name: string, value: string) => (value ? [make(doc, 'p', { class: name }, '', value)] : []);
      meta.replaceChildren(...text('meta-title', item.title), ...text('meta-description', item.description));
    }
    if (image) {
      withAttributes(image, attributes);
      css(image, box ? `width:${box.width}px;height:${box.height}px` : 'max-width:100%;max-height:100%');
    }
    // Inserted only when missing: moving a node would take focus off the toggle (or a selection off the caption).
    if (!hasMeta) meta.remove();
    else if (!meta.parentNode) status.before(meta);
    if (!hasMeta || !mobile) toggle.remove();
    else if (!toggle.parentNode) meta.before(toggle);
    toggle.setAttribute('aria-expanded', `${metaOpen}`);
    // An item without an image shows its caption whatever the toggle says.
    meta.hidden = mobile && !metaOpen && !!item.src;
    if (next !== index && direction) {
      // Only steps are announced: at open, focus moving into the dialog is what is read.
      status.textContent = say('lightbox.position', LIGHTBOX_WORDS.position, { index: next + 1, count: n });
      slideIn(image, rtl ? -direction : direction);
    }
    index = next;
  };
  const redraw = () => {
    try {
      draw(index);
    } catch (error) {
      onCrash(error);
    }
  };

  draw(options.index);
  host.append(dialog);
  close.focus();
  openMotion(overlay, content);
  on(win, 'resize', redraw);
  on(dialog, 'keydown', (event: KeyboardEvent) => {
    trapTab(event, dialog);
    const key = event.keyCode;
    if (event.altKey || event.ctrlKey || event.metaKey || (key !== KEY_PREVIOUS && key !== KEY_NEXT)) return;
    event.preventDefault();
    onStep(key === (rtl ? KEY_PREVIOUS : KEY_NEXT) ? 1 : -1, event.timeStamp);
  });
  listenGestures(dialog, stage, () => width, { ...options, rtl });
  return draw;
}
