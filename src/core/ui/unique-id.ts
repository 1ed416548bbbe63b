/**
 * An id for `aria-labelledby` and `aria-describedby` links. Random rather
 * than counted: a counter would be module state, and React's and Preact's
 * `useId` can repeat across separate roots (every dialog is its own root).
 */
export function uniqueId(prefix: string): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}`;
}
