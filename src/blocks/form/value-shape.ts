/**
 * Reading values of any shape safely: validation and summaries take values
 * that may have come from anywhere (a restored draft, a test, a server), so
 * a wrong type reads as empty instead of throwing.
 */
import { COMPOUND_PARTS, type FormField } from './types';

/** A string as is, a finite number as its text, anything else `''`. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/** An array's items as text; anything else `[]`. */
export function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(asText) : [];
}

/** A plain object's entries with text values; anything else `[]`. */
export function asEntries(value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).map(([key, item]) => [key, asText(item)]);
}

/** True when the text holds only white space. */
export const isBlank = (text: string): boolean => text.trim() === '';

/**
 * The part names of a compound value, index by index: the field's parts, or
 * for a phone whose value got the leading '' (3 → 4), `country-code` first.
 * A value of another length falls back to the type's canonical order.
 */
export function partNames(field: FormField, length: number): string[] {
  const names = field.parts.map((part) => part.name);
  if (names.length === length && names.every(Boolean)) return names;
  if (field.type === 'phone' && names.length === 3 && length === 4) return ['country-code', ...names];
  const canonical = COMPOUND_PARTS[field.type as keyof typeof COMPOUND_PARTS] ?? [];
  return canonical.length === length ? [...canonical] : names.length === length ? names : [];
}

/** A compound value as a map of part name → text (parts with unknown names left out). */
export function partMap(field: FormField, value: unknown): Map<string, string> {
  const list = asList(value);
  const names = partNames(field, list.length);
  return new Map(names.map((name, index) => [name, list[index]] as [string, string]).filter(([name]) => name !== ''));
}
