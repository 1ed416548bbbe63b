// Two layers of tests (STYLE.md §10): jsdom for logic and components, real
// Chromium (driven by playwright-core) for what jsdom cannot do, against dist/;
// and a smaller suite in all three engines (Chromium, Firefox, WebKit).
const tsJest = [
  'ts-jest',
  {
    // tsc --noEmit typechecks the whole tree first; here we only transpile.
    tsconfig: {
      isolatedModules: true,
      allowJs: true,
      module: 'commonjs',
      moduleResolution: 'node',
      jsx: 'react-jsx',
      esModuleInterop: true,
      target: 'ES2020',
    },
  },
];

// Components are written against React's API; like the CDN build, unit tests
// run them on Preact through the build's own shim (src/shared/react/preact/).
const preactAliases = {
  '^react$': '<rootDir>/src/shared/react/preact/react.ts',
  '^react-dom$': '<rootDir>/src/shared/react/preact/react-dom.ts',
  '^react-dom/client$': '<rootDir>/src/shared/react/preact/client.ts',
  '^react/jsx-runtime$': 'preact/jsx-runtime',
  '^react/jsx-dev-runtime$': 'preact/jsx-runtime',
};

module.exports = {
  maxWorkers: 2,
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'jsdom',
      // jsdom asks for the "browser" export condition, which gives preact's ES
      // modules; jest needs its CommonJS build.
      testEnvironmentOptions: { customExportConditions: ['require', 'node', 'default'] },
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
      // Preact 11 ships ES modules only: compile them to CommonJS like our own code.
      transform: { '^.+\\.(tsx?|mjs)$': tsJest },
      transformIgnorePatterns: ['/node_modules/(?!preact/)'],
      moduleNameMapper: {
        ...preactAliases,
        // The runtime chunk's table is generated at build time (rollup.config.mjs).
        '^site-runtime:features$': '<rootDir>/test/unit/loader/fixtures/features.ts',
      },
    },
    {
      displayName: 'build',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/build/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
    },
    {
      displayName: 'browser',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      // testTimeout is ignored per project when jest runs several: set it in a setup file.
      setupFilesAfterEnv: ['<rootDir>/test/browser/setup.ts'],
    },
    {
      // The cross-engine suite: every example page and the key interactions in Chromium,
      // Firefox and WebKit, one test file per engine (test/engines/).
      displayName: 'engines',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/engines/**/*.test.ts'],
      transform: { '^.+\\.tsx?$': tsJest },
      setupFilesAfterEnv: ['<rootDir>/test/browser/setup.ts'],
    },
  ],
};
