/**
 * A site feature's conditions (src/loader/catalogue/types.ts `Condition`),
 * as the build encodes them: `[code, ...arguments]`. Read on the raw page
 * context: the loader fills in no defaults, and a missing field is falsy.
 */
export function holds([code, name, ...more]: (string | number)[], raw: Record<string, unknown>, win: Window): boolean {
  if (code === 0) return !!raw.authenticatedAccount;
  if (code === 1)
    return !!String(name)
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], raw);
  if (code === 2) {
    const value = new URLSearchParams(win.location.search).get(name as string);
    return more.length ? value === more[0] : value !== null;
  }
  if (code === 3) return [name, ...more].includes((raw.pageType as number | undefined) ?? 2);
  return !!win.document.querySelector(name as string);
}
