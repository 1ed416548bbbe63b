/**
 * What the two booking blocks share (issue "Media and embeds"; spec §6, §9):
 * the owner's 'Preview Only' alert instead of the widget, the consent offer,
 * a layout picked from the block's width and picked again when a resize
 * crosses the breakpoint, and on failure a plain link to book on the
 * provider's site, so the block always lets a visitor book.
 */
import { guard } from '../../core/guard';
import { thirdPartyFor } from '../../core/third-party';
import type { BlockContext, Unmount } from '../../core/types';
import { createMarkupUndo } from '../markup-undo';
import { showPreviewAlert } from './preview-alert';
import { say } from '../../core/message-format/page-words';
import { EMBED_WORDS } from '../../core/words/site-chrome';

/** One booking provider. */
export interface BookingProvider<Layout extends string> {
  /** As the alert and the offer name it ('OpenTable', 'Tock'). */
  name: string;
  /** The layout for a block `width` px wide. */
  layout(width: number): Layout;
  /** Renders the widget in `container` for `layout`; rejects when it cannot. */
  render(container: HTMLElement, layout: Layout): Promise<unknown>;
  /** Where a visitor books when the widget failed, or null. */
  fallbackUrl: string | null;
}

/**
 * Spec §9 breakpoints: table booking at or below 750 px, the reservation's
 * wide theme over 850 px. The same numbers as `BREAKPOINTS` of
 * core/enums/limits (a unit test checks), kept here so the booking chunks do
 * not import the enumerations' shared chunk for two numbers.
 */
export const TABLE_BOOKING_MAX = 750;
/** See {@link TABLE_BOOKING_MAX}. */
export const RESERVATION_WIDE_OVER = 850;

/** Reported when the widget does not load. */
export const BOOKING_FAILED_MESSAGE = 'Booking widget could not load; showing a link instead';

/** Mounts `provider` on `root`; returns the unmount. */
export function mountBooking<Layout extends string>(
  root: HTMLElement,
  { page, report }: BlockContext,
  provider: BookingProvider<Layout>,
): Unmount {
  const doc = root.ownerDocument;
  const win = doc.defaultView as Window & typeof globalThis;
  const host = root.querySelector<HTMLElement>('.sqs-block-content') ?? root;
  if (page.authenticatedAccount) return showPreviewAlert(host, provider.name);
  const markup = createMarkupUndo();
  const container = markup.added(doc.createElement('div'));
  container.className = 'sqs-booking-widget';
  host.append(container);
  let layout: Layout | null = null;
  let live = true;
  const render = () => {
    const next = provider.layout(root.getBoundingClientRect().width);
    if (!live || next === layout) return;
    layout = next;
    markup.attr(root, 'data-booking-layout', next);
    container.replaceChildren();
    // A render replaced by a newer layout fails quietly: its widget is gone anyway.
    provider.render(container, next).catch((error) => live && layout === next && fail(error));
  };
  const fail = (error: unknown) => {
    report(error, BOOKING_FAILED_MESSAGE);
    container.replaceChildren();
    if (!provider.fallbackUrl) return;
    const link = Object.assign(doc.createElement('a'), {
      href: provider.fallbackUrl,
      className: 'sqs-booking-fallback',
      textContent: say('embed.bookOn', EMBED_WORDS.bookOn, { provider: provider.name }),
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    container.append(link);
  };
  markup.add(
    thirdPartyFor(doc).whenAllowed(
      page,
      () => {
        render();
        // Spec §9: the layout follows the block's width, picked again when a resize crosses the breakpoint.
        // Guarded, named for this block: what a re-render throws reaches the funnel with its stack.
        const observer = win.ResizeObserver ? new win.ResizeObserver(guard(render, root)) : null;
        observer?.observe(root);
        markup.add(() => observer?.disconnect());
      },
      { host, provider: provider.name },
    ),
  );
  return () => {
    live = false;
    markup.restore();
  };
}
