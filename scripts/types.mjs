// The types for theme authors' scripts (README "Types"): the declarations of
// src/public.ts and what it names into {dist}/types/, and {dist}/site-runtime.d.ts,
// the one file a theme's tsconfig or `/// <reference path>` points at.
// Usage: node scripts/types.mjs [dist|dist-react]
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const dir = process.argv[2] || 'dist';
const result = spawnSync('npx', ['tsc', '-p', 'tsconfig.types.json', '--outDir', `${dir}/types`], { stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(
  `${dir}/site-runtime.d.ts`,
  [
    '// The site runtime for theme scripts: window.SiteRuntime, the block module',
    '// contract, the descriptor register() takes, and the services (README "Types").',
    "export * from './types/public';",
    '',
  ].join('\n'),
);
