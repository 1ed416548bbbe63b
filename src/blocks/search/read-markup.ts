/**
 * The search block's markup (docs/blocks/search.md): a GET form whose
 * `input[type=search]` carries the query, working without the runtime.
 */

/** The parts of a search block the runtime uses. */
export interface SearchMarkup {
  form: HTMLFormElement;
  input: HTMLInputElement;
}

/** The block's form and field, or null (with the reason) when the markup lacks them. */
export function readSearchMarkup(root: HTMLElement): SearchMarkup | string {
  const input = root.querySelector<HTMLInputElement>('form input[type=search]');
  const form = input?.form;
  if (!input || !form) return 'no form with an input[type=search]';
  return { form, input };
}

/** The query the form would send, trimmed. */
export const queryOf = (input: HTMLInputElement): string => input.value.trim();
