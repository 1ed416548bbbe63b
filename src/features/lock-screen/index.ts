/**
 * The lock screen: loaded on lock-screen pages (spec §2 page type 103).
 *
 * This entry is only the door: its code is one lazy chunk
 * (./start-lock-screen.ts), so the runtime's feature table lists no chunks for it
 * and a page that never needs it pays a row, not a list of chunk names. The
 * page that does needs one more round trip, which is the cheaper side. See
 * docs/features/lock-screen.md.
 */
import type { FeatureContext } from '../../core/types';

export const start = (context: FeatureContext) =>
  import('./start-lock-screen').then((feature) => feature.start(context));
