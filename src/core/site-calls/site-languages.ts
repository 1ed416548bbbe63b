/**
 * The site's language list for themes (spec §7 `GET /api/multilingual/settings`
 * and `/status`, §3 "Multilingual: a languages list"): both calls, their
 * answers read into one shape. The spec shows no answer, so this is our
 * reading of the reference server's (server/api-routes.mjs): `{ enabled,
 * defaultLocale, languages: [{ locale, name, isDefault }] }` and `{ status }`;
 * a language without a locale is left out.
 */
import type { Multilingual } from './multilingual';

/** One language the site is published in. */
export interface SiteLanguage {
  /** BCP 47, e.g. `fr-FR`. */
  locale: string;
  /** As the site names it (the locale when it gives no name). */
  name: string;
  isDefault: boolean;
}

/** What {@link readSiteLanguages} answers. */
export interface SiteLanguages {
  /** The site offers more than its one language to visitors. */
  enabled: boolean;
  defaultLocale: string;
  languages: SiteLanguage[];
  /** The translations' state (`READY`, …), or null when the status call gave none. */
  status: string | null;
}

type Answer = Record<string, unknown> | null | undefined;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the settings and the status (in parallel; a failed status is `null`, a failed settings call rejects). */
export async function readSiteLanguages(calls: Multilingual): Promise<SiteLanguages> {
  const [settings, status] = await Promise.all([calls.settings<Answer>(), calls.status<Answer>().catch(() => null)]);
  const list = Array.isArray(settings?.languages) ? (settings.languages as Answer[]) : [];
  const languages = list
    .map((entry) => ({ locale: text(entry?.locale), name: text(entry?.name), isDefault: entry?.isDefault === true }))
    .filter((language) => language.locale !== '')
    .map((language) => ({ ...language, name: language.name || language.locale }));
  const defaultLocale = text(settings?.defaultLocale) || languages.find((l) => l.isDefault)?.locale || '';
  return {
    enabled: settings?.enabled === true,
    defaultLocale,
    languages,
    status: text(status?.status) || null,
  };
}
