/**
 * The controls, compound parts and likert questions of one `.form-item`
 * (docs/blocks/form-markup.md).
 */
import { COMPOUND_PARTS, type CompoundType, type FieldControl, type FieldPart, type LikertQuestion } from './types';

const CONTROL = 'input, textarea, select';
/** Inputs that are buttons, not values. */
const NOT_A_VALUE = new Set(['button', 'submit', 'reset', 'image', 'file']);

const isControl = (element: Element): element is FieldControl =>
  (element instanceof HTMLInputElement && !NOT_A_VALUE.has(element.type)) ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/** Every control under `root` (or `root` itself when it is one), in document order. */
export function controlsIn(root: Element, selector = CONTROL): FieldControl[] {
  if (isControl(root)) return [root];
  return Array.from(root.querySelectorAll(selector)).filter(isControl);
}

/**
 * The controls a text-like field reads: its `.field-element`s, or, when the
 * markup has none, any control inside (lenient with hand-written markup).
 */
export function elementControls(item: Element): FieldControl[] {
  const marked = controlsIn(item, '.field-element');
  return marked.length > 0 ? marked : controlsIn(item);
}

/** The radio or checkbox inputs of a choice field (in `.option` labels). */
export function choiceInputs(item: Element, kind: 'radio' | 'checkbox'): HTMLInputElement[] {
  return Array.from(item.querySelectorAll<HTMLInputElement>(`input[type="${kind}"]`));
}

/**
 * The parts of a compound field in value order. A part without a control is
 * left out (a phone without country code has three parts). When no known part
 * is found, every control becomes a part named `''`, so odd markup still
 * sends what the visitor typed.
 */
export function compoundParts(item: Element, type: CompoundType): FieldPart[] {
  const parts: FieldPart[] = [];
  for (const name of COMPOUND_PARTS[type]) {
    const part = item.querySelector(`.field.${name}`);
    const control = part ? elementControls(part)[0] : undefined;
    if (control) parts.push({ name, control });
  }
  return parts.length > 0 ? parts : elementControls(item).map((control) => ({ name: '', control }));
}

/** `name`, or `name (2)`, `name (3)`… when already taken: duplicates must not overwrite each other's values. */
export function uniqueName(name: string, taken: Set<string>): string {
  let unique = name;
  for (let n = 2; taken.has(unique); n += 1) unique = `${name} (${n})`;
  taken.add(unique);
  return unique;
}

/**
 * The questions of a likert field: one per `.item`, named by its
 * `data-question`, else its `.question` text, else `Question {n}`.
 */
export function likertQuestions(item: Element): LikertQuestion[] {
  const taken = new Set<string>();
  return Array.from(item.querySelectorAll('.item')).map((row, index) => {
    const text = row.getAttribute('data-question') ?? row.querySelector('.question')?.textContent ?? '';
    const question = text.replace(/\s+/g, ' ').trim() || `Question ${index + 1}`;
    return { question: uniqueName(question, taken), inputs: choiceInputs(row, 'radio') };
  });
}
