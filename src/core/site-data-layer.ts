import { cookiesFor, type CookieService } from './cookies';
import { createDataLayer, type DataLayer, type DataLayerOptions } from './data-layer';
import { escapeManagerFor } from './escape';

/**
 * The data layer as the page uses it: the crumb read from and stored in the
 * `crumb` cookie, the error overlay closable through the page's escape
 * manager. Blocks and features call this rather than wiring the parts.
 */
export function createSiteDataLayer(
  doc: Document = document,
  options: Partial<Omit<DataLayerOptions, 'doc' | 'crumb'>> = {},
  cookies: CookieService = cookiesFor(doc),
): DataLayer {
  return createDataLayer({
    doc,
    crumb: {
      get: () => cookies.crumb.get() ?? undefined,
      set: (value) => void cookies.crumb.set(value),
      enabled: () => cookies.enabled(),
    },
    escape: escapeManagerFor(doc),
    ...options,
  });
}
