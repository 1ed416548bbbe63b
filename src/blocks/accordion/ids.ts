/**
 * Ids that tie each header button to its panel (WAI-ARIA accordion pattern:
 * `aria-controls` and `aria-labelledby`).
 *
 * `useId` is not used: Preact numbers ids per root, so two accordions (two
 * roots) would both get `P0-0`. Instead ids are chosen against the document
 * at mount time. Each accordion renders synchronously as it mounts, so the
 * next one already sees the ids the previous one took, and no module-level
 * counter is needed.
 */
import type { AccordionItemMarkup } from './read-markup';

/** The ids one item's button and panel use. */
export interface ItemIds {
  readonly button: string;
  readonly panel: string;
}

/**
 * Keeps the ids the server wrote and fills the rest with
 * `accordion-{n}-button` / `accordion-{n}-panel`, where `{n}` is the first
 * number whose ids are free in `doc` and not already given out in this call.
 */
export function assignIds(items: readonly AccordionItemMarkup[], doc: Document): ItemIds[] {
  const taken = new Set<string>(
    items.flatMap((item) => [item.buttonId, item.panelId]).filter((id): id is string => !!id),
  );
  const isFree = (id: string) => !taken.has(id) && doc.getElementById(id) === null;
  let n = 0;

  const nextFree = (): ItemIds => {
    let ids: ItemIds;
    do {
      n += 1;
      ids = { button: `accordion-${n}-button`, panel: `accordion-${n}-panel` };
    } while (!isFree(ids.button) || !isFree(ids.panel));
    return ids;
  };

  return items.map((item) => {
    if (item.buttonId && item.panelId) return { button: item.buttonId, panel: item.panelId };
    const fresh = nextFree();
    taken.add(fresh.button);
    taken.add(fresh.panel);
    return { button: item.buttonId ?? fresh.button, panel: item.panelId ?? fresh.panel };
  });
}
