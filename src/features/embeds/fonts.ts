/**
 * Fonts (spec §3 "Page context" `googleFonts`, `website.typekitId`,
 * `typekitFonts`; §7 "Google-style fonts stylesheet with repeated family
 * parameters"; §8 'Requested font no longer in Typekit'; docs/features/embeds.md).
 * One Google Fonts stylesheet for every family, with `display=swap`, and the
 * Typekit kit's stylesheet; both added as print stylesheets that switch to all
 * media once loaded, so neither blocks rendering. Neither sets cookies, so
 * neither waits for consent.
 */
import { providerUrl, thirdPartyFor } from '../../core/third-party';
import type { FeatureContext, PageContext, Unmount } from '../../core/types';

/** Spec §8: reported for each font the kit no longer has. */
export const TYPEKIT_FONT_MISSING_MESSAGE = 'Requested font no longer in Typekit';

type Font = string | { family?: unknown; name?: unknown; weights?: unknown; variants?: unknown };

const familyOf = (font: Font) =>
  typeof font === 'string'
    ? font.trim()
    : ([font?.family, font?.name].find((name) => typeof name === 'string')?.trim() ?? '');

/** A `family=` value per font: a string as it is, an object as `Family:wght@400;700`. */
export function googleFamilies(fonts: unknown): string[] {
  if (!Array.isArray(fonts)) return [];
  return fonts
    .map((font: Font) => {
      const family = familyOf(font);
      if (!family || typeof font === 'string') return family;
      const list = Array.isArray(font.weights) ? font.weights : Array.isArray(font.variants) ? font.variants : [];
      const weights = [...new Set(list.map((w) => parseInt(String(w), 10)).filter((w) => w > 0))].sort((a, b) => a - b);
      return weights.length ? `${family}:wght@${weights.join(';')}` : family;
    })
    .filter(Boolean);
}

/** The one stylesheet URL for `families`, each as its own `family` parameter. */
export function googleFontsUrl(page: PageContext, families: string[]): string {
  const url = new URL(providerUrl(page, 'googleFonts', 'https://fonts.googleapis.com/css2'));
  families.forEach((family) => url.searchParams.append('family', family));
  url.searchParams.set('display', 'swap');
  return url.href;
}

/** The requested Typekit families the page's fonts do not have (lower case, unquoted). */
export function missingFamilies(requested: unknown, faces: Iterable<{ family: string }>): string[] {
  const have = new Set([...faces].map((face) => face.family.replace(/^["']|["']$/g, '').toLowerCase()));
  return (Array.isArray(requested) ? requested : [])
    .map((font: Font) => familyOf(font))
    .filter((family) => family && !have.has(family.toLowerCase()));
}

/** Adds the stylesheets; reports a failed load and each font the kit lost. */
export function start({ page, report }: FeatureContext): Unmount {
  const doc = document;
  const loader = thirdPartyFor(doc);
  const families = googleFamilies(page.googleFonts);
  if (families.length)
    loader.stylesheet(googleFontsUrl(page, families)).catch((error) => report(error, 'Unable to load fonts'));
  const kit = page.website.typekitId;
  if (typeof kit === 'string' && /^[\w-]+$/.test(kit))
    loader
      .stylesheet(providerUrl(page, 'typekit', 'https://use.typekit.net/{id}.css', { id: kit }))
      .then(() => {
        const faces = doc.fonts as unknown as Iterable<{ family: string }> | undefined;
        if (faces && Symbol.iterator in faces)
          for (const family of missingFamilies(page.typekitFonts, faces))
            report(new Error(`${TYPEKIT_FONT_MISSING_MESSAGE}: ${family}`), TYPEKIT_FONT_MISSING_MESSAGE);
      })
      .catch((error) => report(error, 'Unable to load fonts'));
}
