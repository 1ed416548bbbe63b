/**
 * What the address autocomplete accepts of the places answers. The spec
 * shows no answer shape (§7 "not shown"); these are the reference API's
 * (server/api-routes.mjs, docs/blocks/form.md "Address autocomplete"):
 * `{ predictions: [{ placeId, description }] }` and
 * `{ result: { addressComponents: { line1, city, state, zip, country } } }`.
 */

/** One suggestion: the place it names and the text the list shows. */
export interface PlaceSuggestion {
  readonly placeId: string;
  readonly title: string;
}

/** The address parts a place fills, by part name (src/blocks/form/types.ts). */
export type PlaceAddress = Partial<Record<'address1' | 'city' | 'state-province' | 'zip' | 'country', string>>;

/** The answer's component → the part it fills. */
const PART_OF: Readonly<Record<string, keyof PlaceAddress>> = {
  line1: 'address1',
  city: 'city',
  state: 'state-province',
  zip: 'zip',
  country: 'country',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The suggestions of an autocomplete answer; a prediction without an id or a text is left out. Throws on an answer without a predictions list. */
export function readSuggestions(answer: unknown): PlaceSuggestion[] {
  const predictions = isObject(answer) ? answer.predictions : undefined;
  if (!Array.isArray(predictions)) throw new TypeError('places: no predictions list in the answer');
  return predictions.flatMap((prediction) => {
    const placeId = isObject(prediction) ? text(prediction.placeId) : '';
    const title = isObject(prediction) ? text(prediction.description) : '';
    return placeId && title ? [{ placeId, title }] : [];
  });
}

/** The parts a details answer fills (only non-empty text). Throws on an answer without address components. */
export function readAddress(answer: unknown): PlaceAddress {
  const result = isObject(answer) ? answer.result : undefined;
  const components = isObject(result) ? result.addressComponents : undefined;
  if (!isObject(components)) throw new TypeError('places: no address components in the answer');
  const address: PlaceAddress = {};
  for (const [component, part] of Object.entries(PART_OF)) {
    const value = text(components[component]);
    if (value) address[part] = value;
  }
  return address;
}
