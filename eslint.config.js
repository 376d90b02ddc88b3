import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first (docs/architecture.md): a layer imports only from the layers below
 * it. `text` and `version.ts` are leaves every layer may use. `cli`, the command line, is a host above
 * the actions, as the runner is: nothing below imports it.
 */
const LAYERS = ['api', 'runtime', 'report', 'codeless', 'actions', 'cli'];

/** An import of a layer above `layer`, written from a file one folder deep in it (`../report/x.ts`). */
function importsAbove(layer) {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return {
    files: [`src/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${above.join('|')}|entries\\.ts)(/|$)`,
              message: `src/${layer} may import only from the layers below it (docs/architecture.md).`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/reference/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    rules: {
      // A leading underscore marks what is unused on purpose (a field left out of a spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...LAYERS.slice(0, -1).map(importsAbove),
  {
    // The leaf: wording and escaping, importing nothing of ours.
    files: ['src/text/**/*.ts', 'src/runtime/types.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./', message: 'This file imports nothing of ours (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    // A function that needs more than a screen does more than one thing. The resource modules of
    // src/api are flat tables of endpoints (one short function each) and say so where they opt out.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
);
