/**
 * The visitor's language choice (issue 27 §2 "Multilingual"; the rules are
 * ./choice.ts): a click on a link with `hreflang` (the theme's language
 * picker) records the choice, and a later page the visitor opens in another
 * language is replaced by its translation in theirs when the page lists one
 * (`link[rel=alternate][hreflang]`). The page's language is `<html lang>`,
 * else the context's `website.language`. The loader starts it on pages with
 * either kind of link (src/loader/catalogue/features.ts).
 */
import { safeLocalStorage, type StorageLike } from '../../core/storage/safe-storage';
import type { FeatureContext, Unmount } from '../../core/types';
import { LANGUAGE_CHOICE_KEY, translationFor } from './choice';

/** What the feature reads and does, injectable for tests. */
export interface LanguageIo {
  storage: StorageLike | null;
  /** Go to `url` without a history entry (the page in the wrong language is not one to go back to). */
  replace(url: string): void;
}

/** Starts the feature on `win`'s document; returns the stop. */
export function startLanguages(
  { page }: Pick<FeatureContext, 'page'>,
  win: Window = window,
  io: LanguageIo = { storage: safeLocalStorage(win), replace: (url) => win.location.replace(url) },
): () => void {
  const doc = win.document;
  const declared = page.website?.language;
  const pageLanguage = doc.documentElement.lang || (typeof declared === 'string' ? declared : '');
  const choice = io.storage?.getItem(LANGUAGE_CHOICE_KEY) ?? null;
  const target = translationFor(choice, pageLanguage, doc);
  if (target && target !== win.location.href) io.replace(target);
  const onClick = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[hreflang]');
    const locale = link?.hreflang.trim();
    try {
      if (locale) io.storage?.setItem(LANGUAGE_CHOICE_KEY, locale);
    } catch {
      // A full storage: the choice holds for this click only.
    }
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}

/** The loader's entry. */
export const start = (context: FeatureContext): Unmount => startLanguages(context);
