/**
 * The multilingual calls (spec §7: `GET /api/multilingual/settings`,
 * `GET /api/multilingual/status`, no payload). The spec names no answer
 * shape, so each resolves with the answer as the server sent it.
 */
import type { DataLayer, RequestOptions } from '../data-layer';

/** Spec §7: the site's language settings. */
export const MULTILINGUAL_SETTINGS_PATH = '/api/multilingual/settings';

/** Spec §7: the state of the site's translations. */
export const MULTILINGUAL_STATUS_PATH = '/api/multilingual/status';

/** What a caller may add to a named call: cancel it, retry it, or opt in to the overlay. */
export type NamedCallOptions = Pick<RequestOptions, 'signal' | 'retry' | 'overlay'>;

/** The multilingual reads. */
export interface Multilingual {
  settings<T = unknown>(options?: NamedCallOptions): Promise<T>;
  status<T = unknown>(options?: NamedCallOptions): Promise<T>;
}

/** The multilingual calls over `layer`; failures reject with the data layer's error. */
export function createMultilingual(layer: Pick<DataLayer, 'request'>): Multilingual {
  return {
    settings: <T>(options?: NamedCallOptions) => layer.request<T>('GET', MULTILINGUAL_SETTINGS_PATH, { ...options }),
    status: <T>(options?: NamedCallOptions) => layer.request<T>('GET', MULTILINGUAL_STATUS_PATH, { ...options }),
  };
}
