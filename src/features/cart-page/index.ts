/**
 * The cart page feature: loaded when the page has the full-page cart root
 * (`#sqs-cart-root`, spec §2).
 *
 * This entry is only the door: its code is one lazy chunk
 * (./start-cart-page.ts), so the runtime's feature table lists no chunks for it
 * and a page that never needs it pays a row, not a list of chunk names. The
 * page that does needs one more round trip, which is the cheaper side. See
 * docs/features/cart-page.md.
 */
import type { FeatureContext } from '../../core/types';

export const start = (context: FeatureContext) => import('./start-cart-page').then((feature) => feature.start(context));
