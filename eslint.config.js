import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** The web app's entity features: every folder of apps/web/src/features. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Mantine's Modal and Drawer come from components/overlays, which mounts them on first opening:
 * a closed Mantine dialog still costs its portal, scroll lock and transitions on every render.
 */
const mantineOverlays = {
  name: '@mantine/core',
  importNames: ['Modal', 'Drawer'],
  message: "Use Modal and Drawer of '@/components/overlays': they mount on first opening.",
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'lighthouse-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // The file store keeps whatever its references say is used; it knows no feature module (no
  // import of one, and so no import cycle with the modules that use it).
  {
    files: ['apps/server/src/modules/files/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message: 'modules/files imports no other module: they declare FileReferences.',
            },
          ],
        },
      ],
    },
  },
  // Web layers: an entity feature imports no other feature and nothing of app/ (its own files it
  // imports by '@/features/<itself>/…'); shared code (components, lib, stores, test) imports no
  // feature and nothing of app/. Only app/ composes features. One block per feature folder, so a new
  // feature is held to the rule without a line here.
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantineOverlays],
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature imports no other feature: compose features in app/.',
            },
            {
              regex: '^@/app/',
              message: 'A feature imports nothing of app/: app/ composes features.',
            },
            {
              regex: '^\\.\\.?/',
              message: "Import by the '@/' path.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{components,lib,stores,test}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantineOverlays],
          patterns: [
            {
              regex: '^@/(features|app)/',
              message: 'Shared code depends on no feature and on nothing of app/.',
            },
            {
              regex: '^\\.\\.?/',
              message: "Import by the '@/' path.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [mantineOverlays],
          patterns: [{ regex: '^\\.\\.?/', message: "Import by the '@/' path." }],
        },
      ],
    },
  },
);
