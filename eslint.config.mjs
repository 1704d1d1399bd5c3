// @ts-check
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = dirname(fileURLToPath(import.meta.url));
const spa = './frontend/src';
const spaFeatures = readdirSync(join(root, spa, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The SPA's imports run one way: app/ → features/ → the shared components/, lib/ and config/. A feature never
 * imports another feature (what two features share moves down into components/ or lib/, or the app hands it in,
 * like the property card's heart), and nothing imports app/ except app/ itself (and test helpers).
 */
const spaZones = [
  ...spaFeatures.map((feature) => ({
    target: `${spa}/features/${feature}`,
    from: `${spa}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what both need into components/ or lib/, or have app/ hand it in.',
  })),
  {
    target: `${spa}/features`,
    from: `${spa}/app`,
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: [`${spa}/components`, `${spa}/lib`, `${spa}/config`],
    from: [`${spa}/features`, `${spa}/app`],
    message: 'Shared code (components/, lib/, config/) imports no feature and not the app.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '.local/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly' },
      // Nest's DI reads constructor parameter types from decorator metadata: with these set, the
      // type-import rule leaves such imports as values instead of "fixing" them into `import type`.
      parserOptions: { emitDecoratorMetadata: true, experimentalDecorators: true },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // Plain CommonJS configuration files at the root (jest.config.js).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The Razorpay stand-in's checkout: a classic browser script served as it is (no build step).
    files: ['infra/razorpay/checkout/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // The single-page app runs in the browser.
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.vitest } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.css', '.svg'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: spaZones }],
    },
  },
  prettier,
);
