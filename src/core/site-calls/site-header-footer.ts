/**
 * The site header and footer call (spec §7: `GET /api/site-header-footer`;
 * `PUT` with header and footer; both return header and footer). The spec
 * does not show what a header or footer holds, so each is passed on as sent.
 */
import type { DataLayer } from '../data-layer';
import type { NamedCallOptions } from './multilingual';

/** Spec §7: the one path, read with GET and written with PUT. */
export const SITE_HEADER_FOOTER_PATH = '/api/site-header-footer';

/** The site's header and footer; `null` where the answer carried none. */
export interface HeaderFooter<H = unknown, F = H> {
  header: H | null;
  footer: F | null;
}

/** The header and footer calls. */
export interface SiteHeaderFooter {
  read<H = unknown, F = H>(options?: NamedCallOptions): Promise<HeaderFooter<H, F>>;
  /** Resolves with the header and footer as the server saved them. */
  save<H = unknown, F = H>(value: HeaderFooter<H, F>, options?: NamedCallOptions): Promise<HeaderFooter<H, F>>;
}

/** Picks `header` and `footer` out of an answer: whatever else it carries is not part of the call. */
function headerFooterOf<H, F>(answer: unknown): HeaderFooter<H, F> {
  const fields = answer !== null && typeof answer === 'object' ? (answer as Partial<HeaderFooter<H, F>>) : {};
  return { header: fields.header ?? null, footer: fields.footer ?? null };
}

/** The header and footer calls over `layer`; failures reject with the data layer's error. */
export function createSiteHeaderFooter(layer: Pick<DataLayer, 'request'>): SiteHeaderFooter {
  return {
    read: <H, F>(options?: NamedCallOptions) =>
      layer.request('GET', SITE_HEADER_FOOTER_PATH, { ...options }).then((answer) => headerFooterOf<H, F>(answer)),
    save: <H, F>({ header, footer }: HeaderFooter<H, F>, options?: NamedCallOptions) =>
      layer
        .request('PUT', SITE_HEADER_FOOTER_PATH, { ...options, json: { header, footer } })
        .then((answer) => headerFooterOf<H, F>(answer)),
  };
}
