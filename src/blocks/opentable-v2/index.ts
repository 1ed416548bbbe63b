/**
 * The OpenTable v2 block (`.sqs-block.opentable-v2-block`, type 66; spec §6,
 * §9; docs/blocks/booking.md): OpenTable's reservation widget, whose loader
 * script renders where it runs, placed in the block; the wide theme over
 * 850 px of block width, else the standard one.
 */
import { providerUrl, thirdPartyFor } from '../../core/third-party';
import type { BlockContext, Unmount } from '../../core/types';
import { mountBooking, RESERVATION_WIDE_OVER } from '../../shared/booking/booking';
import { pageLocale } from '../../core/message-format/page-locale';

/** Mounts the widget; returns the unmount. */
export function mount(root: HTMLElement, context: BlockContext): Unmount {
  const { config, page } = context;
  const rid =
    [config.restaurantId, config.rid]
      .map((value) => (typeof value === 'number' ? String(value) : value))
      .find((value) => typeof value === 'string')
      ?.trim() ?? '';
  const doc = root.ownerDocument;
  return mountBooking(root, context, {
    name: 'OpenTable',
    layout: (width) => (width > RESERVATION_WIDE_OVER ? 'wide' : 'standard'),
    render(container, theme) {
      if (!/^\d+$/.test(rid)) return Promise.reject(new Error('OpenTable: no restaurant id'));
      const url = providerUrl(
        page,
        'opentable',
        'https://www.opentable.com/widget/reservation/loader',
        {},
        {
          rid,
          type: 'standard',
          theme,
          iframe: 'true',
          domain: 'com',
          lang: pageLocale(page, doc) || 'en-US',
          newtab: 'false',
        },
      );
      return thirdPartyFor(doc).script(url, { into: container });
    },
    fallbackUrl: /^\d+$/.test(rid) ? `https://www.opentable.com/restref/client/?rid=${rid}` : null,
  });
}
