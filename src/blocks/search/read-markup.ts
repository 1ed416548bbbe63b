/**
 * The search block's markup (docs/blocks/search.md): a GET form whose
 * `input[type=search]` carries the query, working without the runtime.
 */

/** The parts of a search block the runtime uses. */
export interface SearchMarkup {
  form: HTMLFormElement;
  input: HTMLInputElement;
}

/** The field a search block's form holds; a block without one asks the server for its rendering. */
export const SEARCH_FIELD = 'form input[type=search]';

/** The block's form and field, or the reason when the markup lacks them. */
export function readSearchMarkup(root: ParentNode): SearchMarkup | string {
  const input = root.querySelector<HTMLInputElement>(SEARCH_FIELD);
  const form = input?.form;
  if (!input || !form) return 'no form with an input[type=search]';
  return { form, input };
}

/** The query the form would send, trimmed. */
export const queryOf = (input: HTMLInputElement): string => input.value.trim();
