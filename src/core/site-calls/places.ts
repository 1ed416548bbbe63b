/**
 * The places calls behind address fields (spec §7: `GET
 * /api/google-maps/places/autocomplete` and `/details`, a query with the
 * input plus a tracking context whose `productPage` and `productSection` are
 * required, else a console error). A call without them logs that error and
 * sends nothing: it rejects with a DataLayerError of kind `invalid`, as the
 * data layer does for every call it refuses before sending.
 *
 * @build-inline: stateless and small, copied into the services and the form's
 * address autocomplete rather than made a chunk of its own.
 */
import { DataLayerError, type DataLayer, type FieldValue } from '../data-layer';
import { LOG_PREFIX } from '../log';
import type { NamedCallOptions } from './multilingual';

/** Spec §7: predictions for what the visitor typed. */
export const PLACES_AUTOCOMPLETE_PATH = '/api/google-maps/places/autocomplete';

/** Spec §7: one place's details. */
export const PLACES_DETAILS_PATH = '/api/google-maps/places/details';

/** The tracking context every places call carries (spec §7): which product and which part of it asks. */
export interface PlacesContext {
  productPage: string;
  productSection: string;
  /** Any further tracking fields, sent in the query as they are. */
  [field: string]: FieldValue;
}

/** The places calls. The spec shows no answer shape: each resolves with the answer as sent. */
export interface Places {
  autocomplete<T = unknown>(input: string, context: PlacesContext, options?: NamedCallOptions): Promise<T>;
  /** `placeId`: the place a prediction named. */
  details<T = unknown>(placeId: string, context: PlacesContext, options?: NamedCallOptions): Promise<T>;
}

/** The console line of a call refused for want of its tracking context. */
export const MISSING_CONTEXT_MESSAGE = 'Places call refused: productPage and productSection are required.';

/** Whether the context names a product page and section, as non-empty text. */
const hasContext = (context: Partial<PlacesContext> | undefined): context is PlacesContext =>
  [context?.productPage, context?.productSection].every((value) => typeof value === 'string' && value.trim() !== '');

/**
 * The places calls over `layer`. `logError` is the console (injected by tests),
 * where a call without its tracking context is reported.
 */
export function createPlaces(
  layer: Pick<DataLayer, 'request'>,
  logError: (message: string) => void = (message) => console.error(`${LOG_PREFIX} ${message}`),
): Places {
  function call<T>(
    path: string,
    query: Record<string, FieldValue>,
    context: PlacesContext,
    options?: NamedCallOptions,
  ) {
    if (!hasContext(context)) {
      logError(MISSING_CONTEXT_MESSAGE);
      return Promise.reject(new DataLayerError('invalid', MISSING_CONTEXT_MESSAGE, { url: path }));
    }
    // The context first, so a stray `input` or `placeId` field in it never replaces the call's own.
    return layer.request<T>('GET', path, { ...options, query: { ...context, ...query } });
  }
  return {
    autocomplete: <T>(input: string, context: PlacesContext, options?: NamedCallOptions) =>
      call<T>(PLACES_AUTOCOMPLETE_PATH, { input }, context, options),
    details: <T>(placeId: string, context: PlacesContext, options?: NamedCallOptions) =>
      call<T>(PLACES_DETAILS_PATH, { placeId }, context, options),
  };
}
