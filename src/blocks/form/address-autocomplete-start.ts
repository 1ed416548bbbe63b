/**
 * Which address fields use the places autocomplete, and the lazy start of
 * it (docs/blocks/form.md "Address autocomplete"). The form's chunk carries
 * only this: the autocomplete itself (./address-autocomplete.ts) is fetched
 * at the first focus of or input in an opted-in address line 1, so a form
 * without one downloads nothing more.
 */
import { readBoolean } from '../../core/read-boolean';
import type { MarkupUndo } from '../../shared/markup-undo';
import type { FormField } from './types';

/**
 * Whether `field` opts in: the block JSON's `fields` entry with the field's
 * id says `autocomplete`; without one, the field's `data-autocomplete`
 * attribute does (as the form's settings read JSON first, then markup).
 */
export function usesAutocomplete(field: FormField, config: Record<string, unknown>): boolean {
  const fields: unknown[] = Array.isArray(config.fields) ? config.fields : [];
  const own = fields.find(
    (entry): entry is Record<string, unknown> =>
      entry !== null && typeof entry === 'object' && (entry as Record<string, unknown>).id === field.element.id,
  );
  return (
    field.type === 'address' &&
    (readBoolean(own?.autocomplete) ?? readBoolean(field.element.getAttribute('data-autocomplete')) ?? false)
  );
}

/** Arms the autocomplete on each opted-in address field; `undo` disarms it and stops a started one. */
export function armAddressAutocomplete(
  fields: readonly FormField[],
  config: Record<string, unknown>,
  undo: MarkupUndo,
  report: (error: unknown, message?: string) => void,
): void {
  for (const field of fields) {
    const input = field.parts.find((part) => part.name === 'address1')?.control;
    if (!(input instanceof HTMLInputElement) || !usesAutocomplete(field, config)) continue;
    let state: 'armed' | 'started' | 'stopped' = 'armed';
    let stop: (() => void) | undefined;
    const start = (event?: Event) => {
      if (state !== 'armed') return;
      state = 'started';
      import('./address-autocomplete').then(
        ({ createAddressAutocomplete }) => {
          if (state === 'started')
            stop = createAddressAutocomplete({
              input,
              parts: field.parts,
              report,
              typed: event?.type === 'input',
            }).destroy;
        },
        (error: unknown) => report(error, 'form: the address autocomplete could not be loaded'),
      );
    };
    undo.on(input, 'focus', start);
    undo.on(input, 'input', start);
    undo.add(() => {
      state = 'stopped';
      stop?.();
    });
    // A visitor who reached the field before the form's chunk arrived.
    if (input.ownerDocument.activeElement === input) start();
  }
}
