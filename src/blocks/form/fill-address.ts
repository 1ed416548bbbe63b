/**
 * Writing a chosen place into an address field's parts: the only place the
 * form block writes a control's value, and only at the visitor's choice.
 */
import type { PlaceAddress } from './place-answers';
import type { FieldControl, FieldPart } from './types';

/** A select takes the value only when one of its options has it (as value or text); anything else takes it as is. */
function setValue(control: FieldControl, value: string): boolean {
  if (control instanceof HTMLSelectElement) {
    const option = Array.from(control.options).find((o) => o.value === value || o.text.trim() === value);
    if (!option) return false;
    control.value = option.value;
    return true;
  }
  control.value = value;
  return true;
}

/**
 * Write `address` into the `parts` it names; parts it lacks keep their
 * value. Each changed control gets a bubbling `change` (as browser autofill
 * sends), not `input`, so the autocomplete does not ask again for its own fill.
 */
export function fillAddress(parts: readonly FieldPart[], address: PlaceAddress): void {
  for (const { name, control } of parts) {
    const value = address[name as keyof PlaceAddress];
    if (value === undefined || control.value === value || !setValue(control, value)) continue;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
