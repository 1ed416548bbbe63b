/**
 * The build numbers the words catalogue's message ids (scripts/message-ids.mjs,
 * issue 27): the code asks for `say(6, …)`, not `say('form.invalidFields', …)`,
 * so no chunk carries the ids' text but the one list that keys a site's
 * overrides, and a locale's table is read by position. An id the build missed
 * (built some way it cannot number) would stay text here, and miss its
 * translation on every page not in English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ids from '../../src/core/words/ids';

/** Every script a flavour ships: the loader and its chunks. */
function scripts(dir: string): { file: string; text: string }[] {
  const build = readdirSync(join(dir, 'chunks'))[0];
  const chunks = readdirSync(join(dir, 'chunks', build)).map((name) => join(dir, 'chunks', build, name));
  return [join(dir, 'loader.js'), ...chunks].map((file) => ({ file, text: readFileSync(file, 'utf8') }));
}

const quoted = (id: string) => new RegExp(`["'\`]${id.replace('.', '\\.')}["'\`]`);

describe.each(['dist', 'dist-react'])('%s/', (dir) => {
  const files = scripts(dir);

  it('holds the ids as text in one chunk only: their list, every id in the catalogue order', () => {
    const holders = files.filter(({ text }) => ids.some((id) => quoted(id).test(text)));
    expect(holders.map(({ file }) => file)).toHaveLength(1);
    const list = holders[0].text;
    const positions = ids.map((id) => list.search(quoted(id)));
    expect(positions.every((at, index) => at > (positions[index - 1] ?? -1))).toBe(true);
  });

  it("ships each locale's table as an array of its strings, read by position", () => {
    const tables = files.filter(({ file }) => /[\\/]words-(?!ids)[a-z]+\.js$/.test(file));
    expect(tables.length).toBeGreaterThanOrEqual(12);
    for (const { text } of tables) expect(text).toMatch(/^export default\s*\[|var \w+=\[/);
  });
});
