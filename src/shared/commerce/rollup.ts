/**
 * spec §8 "Console-only": "missing commerce rollup warns and exits". The page
 * context's `rollups` names the script bundles the platform put on the page
 * (spec §3 "Page context"). Reading: when the context lists them and none is
 * the commerce one (a key containing `commerce`), the page was published
 * without commerce, and a commerce surface warns and does nothing; when it
 * lists none (`rollups` absent), the runtime's own commerce code runs.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */
import { LOG_PREFIX } from '../../core/log';
import type { PageContext } from '../../core/types';

/** The console's words. */
export const MISSING_COMMERCE_ROLLUP = 'Commerce rollup is missing: commerce is not available on this page';

/** True (after one console warning) when the context lists rollups without the commerce one. */
export function commerceRollupMissing(
  page: Pick<PageContext, 'rollups'>,
  log: Pick<Console, 'warn'> = console,
): boolean {
  const rollups = page.rollups;
  if (!rollups || typeof rollups !== 'object') return false;
  if (Object.keys(rollups).some((name) => /commerce/i.test(name))) return false;
  log.warn(`${LOG_PREFIX} ${MISSING_COMMERCE_ROLLUP}`);
  return true;
}
