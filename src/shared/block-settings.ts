/**
 * Reading a block's settings from its `data-block-json` (README "Blocks: the
 * markup contract"): one typed reader, so every block treats a missing,
 * empty or wrong-typed value the same way: the setting takes the spec's
 * default, and the key is listed in `invalid` (a block may log it, as the
 * gallery does with 'Error evaluating gallery block data.', spec §8). A
 * missing, `null` or `''` value is just absent: default, not invalid.
 * Booleans are read as src/core/read-boolean.ts reads every boolean.
 *
 * @build-inline: stateless and small, copied into each chunk that imports
 * it (scripts/inline-small-modules.mjs) rather than made a chunk of its own.
 */
import { readBoolean } from '../core/read-boolean';

/** Bounds and form of a number setting. */
export interface NumberRule {
  /** Smallest accepted value (inclusive). */
  min?: number;
  /** Largest accepted value (inclusive). */
  max?: number;
  /**
   * Whole numbers: a number is rounded down, a string is parsed as an integer
   * (`"250px"` → 250, spec §5 "string parsed as integer").
   */
  integer?: boolean;
}

/** A number from a number or numeric text, within `rule`; `undefined` otherwise. */
export function readNumber(value: unknown, rule: NumberRule = {}): number | undefined {
  const { min = -Infinity, max = Infinity, integer } = rule;
  let n = value;
  if (typeof n === 'string') n = integer ? parseInt(n, 10) : n.trim() ? Number(n) : NaN;
  if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
  if (integer) n = Math.floor(n);
  return (n as number) >= min && (n as number) <= max ? (n as number) : undefined;
}

/** Whether a JSON value counts as given: `undefined`, `null` and `''` are absent. */
const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The value of the first of `keys` that `config` gives, else `undefined`.
 * The builder writes one setting under several names (the 7.0 blocks in
 * kebab-case, `auto-crop`; the 7.1 ones in camelCase, `autoCrop`): a reader
 * lists them all, and the first given wins, whatever it holds (a wrong-typed
 * first value is the setting's, reported as such, not a reason to look further).
 */
export function given(config: Record<string, unknown>, keys: readonly string[]): unknown {
  const key = givenKey(config, keys);
  return key === undefined ? undefined : config[key];
}

/** The first of `keys` that `config` gives (see {@link given}), else `undefined`. */
function givenKey(config: Record<string, unknown>, keys: SettingKey): string | undefined {
  return (typeof keys === 'string' ? [keys] : keys).find((key) => isGiven(config[key]));
}

/** One of `values`, matched without regard to letter case or surrounding spaces; `undefined` otherwise. */
export function readOneOf<T extends string>(value: unknown, values: readonly T[]): T | undefined {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  return values.find((candidate) => candidate.toLowerCase() === text);
}

/**
 * A setting's key, or the names the builder has written it under, first
 * present wins: 7.1 writes camelCase (`showLabels`), 7.0 and the spec's
 * model other spellings (`labels`, `thumbnails-per-row`).
 */
export type SettingKey = string | readonly string[];

/** The typed reader returned by {@link readBlockSettings}. */
export interface BlockSettings {
  /** {@link readBoolean}'s reading, else `fallback`. */
  boolean(key: SettingKey, fallback: boolean): boolean;
  /** {@link readNumber}'s reading, else `fallback`. */
  number(key: SettingKey, fallback: number, rule?: NumberRule): number;
  /** {@link readOneOf}'s reading, else `fallback` (the spec's default). */
  oneOf<T extends string>(key: SettingKey, values: readonly T[], fallback: T): T;
  /** A string as it is (numbers as their text), else `fallback`. */
  text(key: SettingKey, fallback: string): string;
  /** The keys whose value was present but unreadable, in the order they were read. */
  readonly invalid: readonly string[];
}

/** A reader over a block's parsed `data-block-json` (anything that is not an object reads as `{}`). */
export function readBlockSettings(config: unknown): BlockSettings {
  const raw = config && typeof config === 'object' && !Array.isArray(config) ? (config as Record<string, unknown>) : {};
  const invalid: string[] = [];
  const read = <T>(keys: SettingKey, parse: (value: unknown) => T | undefined, fallback: T): T => {
    const key = givenKey(raw, keys);
    if (key === undefined) return fallback;
    const parsed = parse(raw[key]);
    if (parsed !== undefined) return parsed;
    invalid.push(key);
    return fallback;
  };
  return {
    boolean: (key, fallback) => read(key, readBoolean, fallback),
    number: (key, fallback, rule) => read(key, (value) => readNumber(value, rule), fallback),
    oneOf: (key, values, fallback) => read(key, (value) => readOneOf(value, values), fallback),
    text: (key, fallback) =>
      read(key, (value) => (typeof value === 'string' ? value : readNumber(value)?.toString()), fallback),
    invalid,
  };
}

/**
 * A boolean setting the 7.1 builder wrote as an attribute of the block's
 * markup (`data-should-allow-multiple-open-items` on an accordion's list):
 * `undefined` when the attribute is absent, so the block JSON or the default
 * decides; `false` for an empty value, which is how the builder writes a
 * false setting (`data-is-expanded-first-item=""`); otherwise
 * {@link readBoolean}'s reading of the text.
 */
export function readAttributeBoolean(element: Element | null, name: string): boolean | undefined {
  const value = element?.getAttribute(name);
  if (value === null || value === undefined) return undefined;
  return value === '' ? false : readBoolean(value);
}
