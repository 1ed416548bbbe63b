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

/**
 * Resolves once the browser has had its chance to register a stylesheet's
 * font faces: two frames after it applies, then `document.fonts.ready`.
 * WebKit registers the faces of a stylesheet loaded for print only once its
 * media switches to all (it fires `load` again then), so reading
 * `document.fonts` at the first `load` finds none of the kit's faces.
 */
function whenFacesSettled(doc: Document): Promise<void> {
  const win = doc.defaultView as Window;
  const frame = () => new Promise<void>((resolve) => win.requestAnimationFrame(() => resolve()));
  return frame()
    .then(frame)
    .then(() => doc.fonts?.ready)
    .then(() => undefined);
}

/**
 * The requested Typekit families the page's fonts still lack after two
 * looks, each once the faces have settled: a family missing at the first
 * look may only have been late (see {@link whenFacesSettled}).
 */
export async function lostFamilies(doc: Document, requested: unknown): Promise<string[]> {
  const look = async () => {
    await whenFacesSettled(doc);
    const faces = doc.fonts as unknown as Iterable<{ family: string }> | undefined;
    return faces && Symbol.iterator in faces ? missingFamilies(requested, faces) : [];
  };
  const first = await look();
  return first.length ? look() : first;
}

/**
 * The state of the page's fonts, on `<html>` as `data-fonts-state` (as block
 * roots carry `data-block-state`): `loading` while the stylesheets load,
 * then `ready` once they apply and the kit's families were checked, or
 * `failed` when one could not load. Theme CSS and scripts may wait on it.
 */
export const FONTS_STATE_ATTRIBUTE = 'data-fonts-state';

/** Adds the stylesheets; reports a failed load and each font the kit lost. */
export function start({ page, report }: FeatureContext): Unmount {
  const doc = document;
  const loader = thirdPartyFor(doc);
  const loads: Promise<void>[] = [];
  const families = googleFamilies(page.googleFonts);
  if (families.length) loads.push(loader.stylesheet(googleFontsUrl(page, families)));
  const kit = page.website.typekitId;
  if (typeof kit === 'string' && /^[\w-]+$/.test(kit))
    loads.push(
      loader
        .stylesheet(providerUrl(page, 'typekit', 'https://use.typekit.net/{id}.css', { id: kit }))
        .then(() => lostFamilies(doc, page.typekitFonts))
        .then((lost) => {
          for (const family of lost)
            report(new Error(`${TYPEKIT_FONT_MISSING_MESSAGE}: ${family}`), TYPEKIT_FONT_MISSING_MESSAGE);
        }),
    );
  if (!loads.length) return undefined;
  const root = doc.documentElement;
  let live = true;
  root.setAttribute(FONTS_STATE_ATTRIBUTE, 'loading');
  // Each failure reported on its own: a broken kit says nothing about Google's stylesheet.
  const outcomes = loads.map((load) =>
    load.then(
      () => true,
      (error) => {
        report(error, 'Unable to load fonts');
        return false;
      },
    ),
  );
  void Promise.all(outcomes).then((loaded) => {
    if (live) root.setAttribute(FONTS_STATE_ATTRIBUTE, loaded.every(Boolean) ? 'ready' : 'failed');
  });
  return () => {
    live = false;
    root.removeAttribute(FONTS_STATE_ATTRIBUTE);
  };
}
