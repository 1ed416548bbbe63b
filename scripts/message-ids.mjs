// Rollup plugin: the build numbers the words catalogue's message ids (issue 27, "an English
// page downloads nothing more"). In the source a message is `say('form.invalidFields', …)`,
// readable and checked against the catalogue's types; in dist/ it is `say(6, …)`, its
// position in src/core/words/ids.ts, which is also where its words sit in each locale's
// table (./word-tables.mjs). So no chunk carries the ids' text, and a page not in English
// fetches its table alone: the ids chunk (`words-ids`) comes only with a site's overrides,
// which are written by id (src/loader/runtime/words.ts, src/services.ts).
//
// What it rewrites, in the JavaScript the TypeScript plugin emits:
// - a string literal that is exactly a message id ('form.invalidFields' → 6);
// - a template that builds an id from its area (`form.${kind}`), into a lookup of that
//   area's numbers by key ({"invalidFields":6,…}[kind]);
// - an area's name as the first argument of `areaWords` (areaWords('cart', …)), into that
//   area's numbers by key, which areaWords reads in place of `${area}.${key}`.
// An id built any other way would stay text and miss its translation: the build fails on a
// template that ends in `.${` after a known area, and test/build/words-ids.test.ts checks
// that no id's text is left in dist/ outside the ids chunk.
import { resolve } from 'node:path';
import { defaultExport } from './word-tables.mjs';

const IDS_FILE = resolve('src/core/words/ids.ts');
const LOCALES = /[\\/]src[\\/]core[\\/]words[\\/]locales[\\/]/;

/** Each id → its number, and each area → its keys' numbers (`form` → { invalidFields: 6, … }). */
function numbering() {
  const ids = defaultExport(IDS_FILE);
  const numbers = new Map(ids.map((id, index) => [id, index]));
  const areas = new Map();
  ids.forEach((id, index) => {
    const dot = id.indexOf('.');
    const area = id.slice(0, dot);
    if (!areas.has(area)) areas.set(area, {});
    areas.get(area)[id.slice(dot + 1)] = index;
  });
  return { numbers, areas };
}

export function messageIds() {
  let table;
  return {
    name: 'message-ids',
    buildStart() {
      this.addWatchFile(IDS_FILE);
      table = numbering();
    },
    transform(code, id) {
      // A module of src/, or a build copy of one (`\0inline:…/x.ts?from=…`, scripts/inline-small-modules.mjs).
      if (!/[\\/]src[\\/][^?]*\.tsx?(\?.*)?$/.test(id) || id === IDS_FILE || LOCALES.test(id)) return null;
      const { numbers, areas } = table;
      const areaNumbers = (area) => JSON.stringify(areas.get(area));
      let out = code.replace(/(['"])([A-Za-z]+\.[A-Za-z0-9]+)\1/g, (whole, _quote, text) =>
        numbers.has(text) ? String(numbers.get(text)) : whole,
      );
      out = out.replace(/`([A-Za-z]+)\.\$\{([^`{}]+)\}`/g, (whole, area, key) =>
        areas.has(area) ? `${areaNumbers(area)}[${key}]` : whole,
      );
      out = out.replace(/\bareaWords\(\s*(['"])([A-Za-z]+)\1/g, (whole, _quote, area) =>
        areas.has(area) ? `areaWords(${areaNumbers(area)}` : whole,
      );
      const left = out.match(/`([A-Za-z]+)\.\$\{/);
      if (left && areas.has(left[1]))
        this.error(`${id}: a message id built as \`${left[1]}.\${…}\` the build cannot number`);
      return out === code ? null : { code: out, map: null };
    },
  };
}
