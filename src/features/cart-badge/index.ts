/**
 * The cart badge feature: loaded on pages with the builder's cart count element
 * (`.sqs-cart-quantity`, src/loader/catalogue/features.ts).
 *
 * This entry is only the door: its code is one lazy chunk
 * (./start-cart-badge.ts), so the runtime's feature table lists no chunks for it
 * and a page that never needs it pays a row, not a list of chunk names. The
 * page that does needs one more round trip, which is the cheaper side. See
 * docs/features/cart-badge.md.
 */
import type { FeatureContext } from '../../core/types';

export const start = (context: FeatureContext) =>
  import('./start-cart-badge').then((feature) => feature.start(context));
