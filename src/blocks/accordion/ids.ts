/**
 * Ids that tie each header button to its panel (WAI-ARIA accordion pattern:
 * `aria-controls` and `aria-labelledby`). 7.1 markup brings its own
 * (`button-block-{id}-0`, `dropdown-block-{id}-0`); older markup may not.
 *
 * Ids are chosen against the document at mount time. Each accordion writes
 * its ids as it mounts, so the next one already sees the ids the previous
 * one took, and no module-level counter is needed.
 */
import type { AccordionItemParts } from './read-markup';

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
export function assignIds(items: readonly AccordionItemParts[], doc: Document): ItemIds[] {
  const taken = new Set<string>(items.flatMap(({ button, dropdown }) => [button.id, dropdown.id]).filter(Boolean));
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

  return items.map(({ button, dropdown }) => {
    if (button.id && dropdown.id) return { button: button.id, panel: dropdown.id };
    const fresh = nextFree();
    taken.add(fresh.button);
    taken.add(fresh.panel);
    return { button: button.id || fresh.button, panel: dropdown.id || fresh.panel };
  });
}
