/**
 * The visitor's language choice (issue 27 §2 "Multilingual"), as pure rules.
 * The page says which translations it has with the standard
 * `<link rel="alternate" hreflang="{locale}" href="{url}">` in its head; a
 * theme's language picker is links with `hreflang` (`<a hreflang="fr-FR"
 * href="/fr/…">`). A visitor who picked a language is taken to this page's
 * translation in it on their next pages, when the site offers one.
 */

/** Where the choice is kept (local storage: it outlives the visit, like a picker's choice should). */
export const LANGUAGE_CHOICE_KEY = 'site-runtime:language';

/** `fr-FR` and `fr_fr` are the same; `fr` matches any `fr-…` when nothing closer does. */
const normal = (locale: string) => locale.trim().toLowerCase().replace(/_/g, '-');
const base = (locale: string) => normal(locale).split('-')[0];

/** Whether `page` (the page's language) already is `choice`: the same locale, or the same language when either names no region. */
export function sameLanguage(choice: string, page: string): boolean {
  const [a, b] = [normal(choice), normal(page)];
  if (!a || !b) return false;
  return a === b || ((!a.includes('-') || !b.includes('-')) && base(a) === base(b));
}

/** This page's translations: locale → URL, from its `link[rel=alternate][hreflang]` (`x-default` left out). */
export function translationsOf(doc: Document): Map<string, string> {
  const found = new Map<string, string>();
  doc.querySelectorAll<HTMLLinkElement>('link[rel~="alternate"][hreflang][href]').forEach((link) => {
    const locale = normal(link.hreflang);
    if (locale && locale !== 'x-default' && !found.has(locale)) found.set(locale, link.href);
  });
  return found;
}

/**
 * The URL of this page in the visitor's `choice`, or null: none chosen, the
 * page is in it already, or the site offers no translation of this page in
 * it (then the visitor stays: a choice is respected only where it can be).
 */
export function translationFor(choice: string | null, pageLanguage: string, doc: Document): string | null {
  if (!choice || sameLanguage(choice, pageLanguage)) return null;
  const translations = translationsOf(doc);
  const exact = translations.get(normal(choice));
  if (exact) return exact;
  for (const [locale, url] of translations) if (sameLanguage(choice, locale)) return url;
  return null;
}
