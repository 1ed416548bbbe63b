/**
 * The owner feature (placeholder until the services it needs land).
 */
import type { FeatureContext } from '../../core/features';
import type { Unmount } from '../../core/types';

export function start(_context: FeatureContext): Unmount {
  return undefined;
}
