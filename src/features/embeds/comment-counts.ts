/**
 * Comment counts (spec §3 `websiteSettings.commentsEnabled`,
 * `disqusShortname`; §7 "comment-count script by shortname";
 * docs/features/embeds.md). Started by the embeds feature only when an
 * element asks for a count (Disqus's `.disqus-comment-count` or a link to
 * `#disqus_thread`); with comments on and a shortname it loads the count
 * script once. Disqus sets cookies: under a restrictive policy the counts wait
 * for the visitor's Accept (the links still lead to the comments meanwhile).
 */
import { readBoolean } from '../../core/read-boolean';
import { providerUrl, thirdPartyFor } from '../../core/third-party';
import type { FeatureContext, Unmount } from '../../core/types';

/** Loads the count script when the page has comments, a shortname and an element asking. */
export function start({ page, report }: FeatureContext): Unmount {
  const doc = document;
  const { commentsEnabled, disqusShortname } = page.websiteSettings;
  if (readBoolean(commentsEnabled) !== true || typeof disqusShortname !== 'string' || !/^[\w-]+$/.test(disqusShortname))
    return;
  const url = providerUrl(page, 'disqus', 'https://{shortname}.disqus.com/count.js', { shortname: disqusShortname });
  return thirdPartyFor(doc).whenAllowed(
    page,
    () =>
      void thirdPartyFor(doc)
        .script(url, { id: 'dsq-count-scr' })
        .catch((error) => report(error, 'Unable to load comment counts')),
  );
}
