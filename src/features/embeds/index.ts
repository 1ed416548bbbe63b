/**
 * What a page's content brings in from other services (docs/features/embeds.md):
 * fonts (Google Fonts, Typekit), comment counts (Disqus) and share links.
 * One feature row for the three, because every row costs loader.js (on
 * every page) its bytes: the loader starts this chunk when the context
 * names fonts or the page has an element asking for counts or share links,
 * and it fetches only the parts the page uses, in parallel.
 */
import type { FeatureContext, Unmount } from '../../core/types';

/**
 * The elements that ask for a comment count (Disqus's `.disqus-comment-count`
 * or a link to `#disqus_thread`); the feature's condition in
 * src/loader/catalogue/features.ts names the same selectors.
 */
export const COMMENT_COUNT_SELECTOR = '.disqus-comment-count,[href$="#disqus_thread"]';

/** Starts each part the page needs; the returned function stops them all. */
export function start(context: FeatureContext): Unmount {
  const { page, report } = context;
  const doc = document;
  const stops: Unmount[] = [];
  let stopped = false;
  const part = (needed: unknown, load: () => Promise<{ start(context: FeatureContext): Unmount }>) => {
    if (!needed) return;
    load().then(
      (module) => {
        if (stopped) return;
        stops.push(module.start(context));
      },
      (error) => report(error, 'chunk load failed'),
    );
  };
  part(page.googleFonts?.length || page.website.typekitId, () => import('./fonts'));
  part(doc.querySelector(COMMENT_COUNT_SELECTOR), () => import('./comment-counts'));
  part(doc.querySelector('.sqs-share-buttons'), () => import('./share-buttons'));
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) typeof stop === 'function' ? stop() : stop?.destroy();
  };
}
