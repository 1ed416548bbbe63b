/**
 * Site-user sessions and the members-only page: loaded on page type 106 and on
 * pages with a `[data-site-user]` element.
 *
 * This entry is only the door: its code is one lazy chunk
 * (./start-site-user.ts), so the runtime's feature table lists no chunks for it
 * and a page that never needs it pays a row, not a list of chunk names. The
 * page that does needs one more round trip, which is the cheaper side. See
 * docs/features/site-user.md.
 */
import type { FeatureContext } from '../../core/types';

export const start = (context: FeatureContext) => import('./start-site-user').then((feature) => feature.start(context));
