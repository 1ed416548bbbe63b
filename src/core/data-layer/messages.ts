/**
 * The data layer's words come from the words catalogue
 * (src/core/words/data-layer.ts); this module fills the one template.
 */
import { DATA_LAYER_WORDS as MESSAGES } from '../words/data-layer';

export { MESSAGES };

/** Spec §8: an answer whose body is not JSON. `url` is the URL requested, without the crumb. */
export function parseErrorMessage(url: string, message: string): string {
  return MESSAGES.parseError.replace(/\{(url|message)\}/g, (_, name: string) => (name === 'url' ? url : message));
}
