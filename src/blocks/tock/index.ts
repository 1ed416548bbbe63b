/**
 * The Tock block (`.sqs-block.tock-block`, type 68; spec §9;
 * docs/blocks/booking.md): Tock's widget script (one per page) rendering into
 * the block's `Tock_widget_container`; the table-booking layout (a button) at
 * or below 750 px of block width, inline above.
 */
import { providerUrl, thirdPartyFor } from '../../core/third-party';
import type { BlockContext, Unmount } from '../../core/types';
import { mountBooking, TABLE_BOOKING_MAX } from '../../shared/booking/booking';
import { pageLocale } from '../../core/message-format/page-locale';

type Win = Window & { tock?: (command: string, ...args: unknown[]) => void };

/** Mounts the widget; returns the unmount. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const { config, page } = context;
  const business = [config.businessName, config.tockName].find((value) => typeof value === 'string')?.trim() ?? '';
  const doc = root.ownerDocument;
  return mountBooking(root, context, {
    name: 'Tock',
    layout: (width) => (width <= TABLE_BOOKING_MAX ? 'Button' : 'Inline'),
    async render(container, mode) {
      if (!/^[\w-]+$/.test(business)) throw new Error('Tock: no business name');
      const widget = doc.createElement('div');
      // Tock finds its container by this id; a second Tock block on a page gets a numbered one.
      const others = doc.querySelectorAll('[id^=Tock_widget_container]').length;
      widget.id = others ? `Tock_widget_container_${others}` : 'Tock_widget_container';
      widget.setAttribute('data-tock-display-mode', mode);
      widget.setAttribute('data-tock-locale', (pageLocale(page, doc) || 'en-us').toLowerCase());
      container.append(widget);
      await thirdPartyFor(doc).script(providerUrl(page, 'tock', 'https://www.exploretock.com/tock.js'));
      const tock = (doc.defaultView as Win).tock;
      if (typeof tock !== 'function') throw new Error('Tock: the widget script defined no tock()');
      tock('init', business);
    },
    fallbackUrl: /^[\w-]+$/.test(business) ? `https://www.exploretock.com/${business}` : null,
  });
}
