/**
 * The lightbox's view (spec §2 "Lightbox and gallery", §4 "Lightbox"): a
 * full-screen modal dialog with the current image, close / previous / next
 * buttons, an "n / N" counter, the caption (text only) and, on mobile, a
 * button that shows or hides it. State that outlives a render (the index,
 * closing) belongs to the controller (controller.tsx), which re-renders this
 * view; the view turns the visitor's keys, clicks and swipes into its calls.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { trapTab } from '../../core/ui/focus-trap';
import { KEY_NEXT, KEY_PREVIOUS, MOBILE_WIDTH, OVERLAY_OPACITY } from './constants';
import { imageAttributes, padding, preloadNeighbours } from './fit';
import { openMotion, slideIn } from './motion';
import {
  PLACES,
  THEME_COLOURS,
  buttonStyle,
  counterStyle,
  fill,
  metaStyle,
  rootStyle,
  stageStyle,
  visuallyHidden,
} from './styles';
import type { LightboxItem } from './types';
import { useGestures } from './use-gestures';
import { matches, useViewport } from './use-viewport';

/** Props of {@link Lightbox}. */
export interface LightboxProps {
  items: readonly LightboxItem[];
  index: number;
  /** Where the current item came from: +1 / -1 after a step (it slides in), 0 at open. */
  direction: number;
  /** Whether the visitor has stepped yet: only steps are announced. */
  moved: boolean;
  title: string;
  theme: 'light' | 'dark';
  zIndex: number;
  doc: Document;
  /** The dialog element, for the controller's fade-out. */
  dialogRef: RefObject<HTMLDivElement | null>;
  /** A step by a control, click or swipe, or by an arrow key pressed at `keyTime` (the event's timeStamp: throttled). */
  onStep(delta: 1 | -1, keyTime?: number): void;
  onClose(): void;
}

/** The lightbox dialog; see the file comment. */
export function Lightbox(props: LightboxProps) {
  const { items, index, theme, dialogRef, onStep, onClose } = props;
  const win = props.doc.defaultView!;
  const [width, height] = useViewport(win);
  const [metaOpen, setMetaOpen] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const gestures = useGestures({ win, width, onStep, onClose });

  useLayoutEffect(() => {
    close.current?.focus();
    openMotion(overlay.current, content.current);
  }, []);
  useLayoutEffect(() => {
    if (props.direction) slideIn(image.current, props.direction);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the slide changes; direction only says which way that step went
  }, [index]);

  const item = items[index];
  const n = items.length;
  const attributes = imageAttributes(item, width, height, win.devicePixelRatio);
  const hasMeta = !!(item.title || item.description);
  // §2: on mobile (≤ 432 px or no hover) the caption is behind a toggle, closed at first.
  const mobile = width <= MOBILE_WIDTH || matches(win, '(hover: none)');
  const colours = THEME_COLOURS[theme];
  const button = (name: keyof typeof PLACES, label: string, glyph: string, action: () => void, extra: object = {}) => (
    <button
      type="button"
      className={`sqs-lightbox-${name}`}
      aria-label={label}
      style={buttonStyle(theme, PLACES[name])}
      onClick={action}
      {...extra}
    >
      {glyph}
    </button>
  );

  const onKeyDown = (event: KeyboardEvent) => {
    trapTab(event, dialogRef.current!);
    const key = event.keyCode;
    if (event.altKey || event.ctrlKey || event.metaKey || (key !== KEY_PREVIOUS && key !== KEY_NEXT)) return;
    event.preventDefault();
    onStep(key === KEY_NEXT ? 1 : -1, event.timeStamp);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the dialog's own keys (arrows step, Tab stays inside) and swipe gestures
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={props.title}
      tabIndex={-1}
      className={`sqs-lightbox sqs-lightbox-theme-${theme}`}
      style={rootStyle(theme, props.zIndex)}
      onKeyDown={onKeyDown}
      {...gestures.dialog}
    >
      <div
        ref={overlay}
        className="sqs-lightbox-overlay"
        style={{ ...fill, background: colours[1], opacity: OVERLAY_OPACITY }}
      />
      <div ref={content} className="sqs-lightbox-content" style={fill}>
        <div className="sqs-lightbox-slide" style={stageStyle(padding(width))} {...gestures.stage}>
          {item.src && (
            <img
              key={index}
              ref={image}
              className="sqs-lightbox-image"
              src={attributes.src}
              srcSet={attributes.srcset}
              sizes={attributes.sizes}
              width={item.width || undefined}
              height={item.height || undefined}
              alt={item.alt || item.title}
              style={
                attributes.box
                  ? { width: `${attributes.box.width}px`, height: `${attributes.box.height}px` }
                  : { maxWidth: '100%', maxHeight: '100%' }
              }
              onLoad={() => preloadNeighbours(props.doc, items, index, width, height)}
            />
          )}
        </div>
        <p className="sqs-lightbox-counter" style={counterStyle}>{`${index + 1} / ${n}`}</p>
        {button('close', 'Close', '\u00d7', onClose, { ref: close })}
        {n > 1 && button('previous', 'Previous', '\u2039', () => onStep(-1))}
        {n > 1 && button('next', 'Next', '\u203a', () => onStep(1))}
        {hasMeta &&
          mobile &&
          button('toggle', 'Caption', 'i', () => setMetaOpen(!metaOpen), { 'aria-expanded': metaOpen })}
        {hasMeta && (
          // An item without an image shows its caption whatever the toggle says.
          <div className="sqs-lightbox-meta" hidden={mobile && !metaOpen && !!item.src} style={metaStyle(theme)}>
            {item.title && <p className="meta-title">{item.title}</p>}
            {item.description && <p className="meta-description">{item.description}</p>}
          </div>
        )}
        <p className="sqs-lightbox-status" aria-live="polite" style={visuallyHidden}>
          {props.moved ? `${index + 1} of ${n}` : ''}
        </p>
      </div>
    </div>
  );
}
