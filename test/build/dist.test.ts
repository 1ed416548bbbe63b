import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { checkBudgets } = require('../../scripts/size-lib.cjs') as typeof import('../../scripts/size-lib.cjs');

describe.each(['dist', 'dist-react'])('%s/', (dir) => {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${dir}/ is not built: run npm run build and npm run build:react`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

  it('stays within its byte budgets (gzip -9, size-budgets.json)', () => {
    const { rows, failures } = checkBudgets(dir);
    expect(rows.length).toBeGreaterThan(2);
    expect(failures.map((row) => `${row.label}: ${row.gzip} > ${row.budget}`)).toEqual([]);
  });

  it('the loader is one classic script: no static import or export', () => {
    const loader = readFileSync(join(dir, 'loader.js'), 'utf8');
    expect(loader).not.toMatch(/(^|[;}])\s*(import\s*[{*\w]|export\s)/);
    expect(loader).toMatch(/import\(/); // chunks come by dynamic import
  });

  it('has one content-hashed chunk per block, and the loader names each', () => {
    const loader = readFileSync(join(dir, 'loader.js'), 'utf8');
    expect(Object.keys(manifest.entries)).toContain('accordion');
    // The loader's table holds each entry's hash; it rebuilds chunks/{name}-{hash}.js.
    for (const [name, file] of Object.entries<string>(manifest.entries)) {
      const hash = /^chunks\/([a-z-]+)-([\w-]{8})\.js$/.exec(file);
      expect(hash?.[1]).toBe(name);
      expect(loader).toContain(JSON.stringify(hash![2]));
    }
  });

  it('lists every file with its bytes and a correct SRI hash', () => {
    for (const [file, entry] of Object.entries<{ bytes: number; integrity: string }>(manifest.files)) {
      const body = readFileSync(join(dir, file));
      expect(entry.bytes).toBe(body.length);
      expect(entry.integrity).toBe(`sha384-${createHash('sha384').update(body).digest('base64')}`);
    }
  });

  it('contains no eval or new Function (strict CSP)', () => {
    for (const file of Object.keys(manifest.files)) {
      const body = readFileSync(join(dir, file), 'utf8');
      expect(body).not.toMatch(/\beval\(|new Function\(/);
    }
  });
});
