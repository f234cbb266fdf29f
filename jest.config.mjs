// Jest runs in native ESM mode (NestJS 12 is ESM-only): NODE_OPTIONS=--experimental-vm-modules.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    '^@law/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@law/ui$': '<rootDir>/libs/ui/src/index.ts',
    '^@law/ui/(chat-bridge|http|formatters)$': '<rootDir>/libs/ui/src/$1.ts',
    '^@law/ui/(modal|rich-text|copy-button)$': '<rootDir>/libs/ui/src/$1.tsx',
    '\\.css$': '<rootDir>/types/style-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,shell,mfe-*,backend/src}/**/*.spec.{ts,tsx}', '<rootDir>/bench/assistant/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/backend/test/integration/**/*.integration-spec.ts'],
      globalSetup: '<rootDir>/backend/test/global-setup.mjs',
      globalTeardown: '<rootDir>/backend/test/global-teardown.mjs',
      testTimeout: 60_000,
    },
  ],
};
