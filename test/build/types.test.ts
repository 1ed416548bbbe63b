/**
 * dist/site-runtime.d.ts (README "Types"): a theme script written as the
 * README shows type-checks against it; the same script with a theme author's
 * mistakes does not, one error for each.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync, rmSync } from 'node:fs';

const tsc = (file: string) => {
  const config = `test/types/tsconfig.${file}.json`;
  writeFileSync(config, JSON.stringify({ extends: './tsconfig.json', files: [`${file}.ts`] }));
  try {
    return spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config], { encoding: 'utf8' });
  } finally {
    rmSync(config);
  }
};

describe.each(['dist', 'dist-react'])('%s/site-runtime.d.ts', (dir) => {
  it('exists', () => expect(existsSync(`${dir}/site-runtime.d.ts`)).toBe(true));
});

describe('a theme script against dist/site-runtime.d.ts', () => {
  it("the README's examples type-check", () => {
    const result = tsc('theme-script');
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('a wrong strategy, a ready that is not a function, a mount of the wrong shape and a service that does not exist are errors', () => {
    const result = tsc('theme-script-wrong');
    expect(result.status).not.toBe(0);
    const lines = result.stdout.split('\n').filter((line) => /theme-script-wrong\.ts\(\d+/.test(line));
    expect(lines.map((line) => Number(/\((\d+),/.exec(line)![1]))).toEqual(expect.arrayContaining([8, 9, 10, 11]));
  });
});
