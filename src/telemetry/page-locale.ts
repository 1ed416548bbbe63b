/**
 * The page's locale for telemetry (spec §7 census `website_locale`, the
 * analytics events' `resolved_locale`): one reading for both.
 *
 * @build-inline: stateless and small, copied into each chunk that imports it.
 */
import type { PageContext } from '../core/types';

/** The context's `website_locale`, else `website.language`, else `<html lang>`: the first non-empty string, or ''. */
export const pageLocale = (page: PageContext, doc: Document): string =>
  [page.website_locale, page.website.language, doc.documentElement.lang].find(
    (locale): locale is string => typeof locale === 'string' && locale !== '',
  ) ?? '';
