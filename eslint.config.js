import js from '@eslint/js';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, lowest first (docs/architecture.md): a layer imports only from the layers below
 * it. `text` and `version.ts` are leaves every layer may use. `cli`, the command line, is a host above
 * the actions, as the runner is: nothing below imports it. `shard` and `codeless` stand side by side
 * above the report: neither imports the other (`besideShard`).
 */
const LAYERS = ['api', 'runtime', 'report', 'shard', 'codeless', 'actions', 'cli'];

/** The GitHub runner host: the runner glue and the GitHub client, beside the shared runtime. */
const RUNNER_HOST = 'src/runtime/github/**/*.ts';

/** The runner host's folder, as a file one or two folders deep elsewhere would import it. */
const runnerHostImport = {
  regex: '^(\\.\\./)+runtime/github/|^\\./github/',
  message: "Only the runner host and the actions' entries import src/runtime/github (docs/architecture.md).",
};

/** An import of a layer above `layer`, written from a file one folder deep in it (`../report/x.ts`). */
function layerAbove(layer) {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return {
    regex: `^(\\.\\./)+(${above.join('|')}|entries\\.ts)(/|$)`,
    message: `src/${layer} may import only from the layers below it (docs/architecture.md).`,
  };
}

/** src/codeless, listed above src/shard, stands beside it: it imports nothing of it. */
const besideShard = {
  regex: '^(\\.\\./)+shard(/|$)',
  message: 'src/codeless and src/shard stand side by side: neither imports the other (docs/architecture.md).',
};

/**
 * The rooms of src/report, lowest first (docs/architecture.md): a room imports only from the rooms below
 * it, and none imports the files of src/report itself, the composer that reads them all.
 */
const REPORT_ROOMS = ['world', 'value', 'builds', 'history', 'outputs'];

/** How deep below its room's folder a file of a room may sit: a room's subfolders are part of the room. */
const ROOM_DEPTHS = [0, 1, 2];

/**
 * An import of a room above `room` of src/report, or of its composer, written from a file `depth`
 * folders below the room's own (0: `history/a.ts`; 1: `history/digest/a.ts`, for which `../a.ts` is
 * still the room's own).
 */
function roomAbove(room, depth) {
  const above = REPORT_ROOMS.slice(REPORT_ROOMS.indexOf(room) + 1);
  const up = '\\.\\./'.repeat(depth + 1);
  return {
    regex: [...above.map((name) => `^${up}${name}/`), `^${up}[^./][^/]*$`].join('|'),
    message: `src/report/${room} may import only from the rooms below it (docs/architecture.md).`,
  };
}

/** The files of `room` that sit `depth` folders below its own folder. */
const roomFiles = (room, depth) => `src/report/${room}/${'*/'.repeat(depth)}*.ts`;

/**
 * The transport of src/api knows no resource of the spec: of src/api it imports only what the resources
 * read too, the assumptions and the spec's common shapes.
 */
const transportReadsNoResource = {
  regex: '^\\.\\./(?!\\.\\./|(assumptions|schemas)\\.ts$)',
  message:
    'src/api/transport imports only assumptions.ts and schemas.ts of src/api, never a resource (docs/architecture.md).',
};

/**
 * Import rules for `files`: the patterns they may not import, by an import statement or by `import()`
 * (which no-restricted-imports does not read: the same patterns as selectors of the expression).
 */
const refusing = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...patterns.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  },
});

/**
 * Each layer imports only from below it; below the actions, and in the command line (the other host),
 * nothing imports the runner host, which in turn sits in the runtime layer.
 */
const LAYER_RULES = [
  ...['api', 'runtime', 'report', 'shard'].map((layer) =>
    refusing([`src/${layer}/**/*.ts`], [layerAbove(layer), runnerHostImport], [RUNNER_HOST]),
  ),
  refusing(['src/codeless/**/*.ts'], [layerAbove('codeless'), runnerHostImport, besideShard]),
  // Rooms within a layer: the layer's patterns again (a later rule replaces an earlier one), and the room's.
  ...REPORT_ROOMS.flatMap((room) =>
    ROOM_DEPTHS.map((depth) =>
      refusing([roomFiles(room, depth)], [layerAbove('report'), runnerHostImport, roomAbove(room, depth)]),
    ),
  ),
  refusing(['src/api/transport/**/*.ts'], [layerAbove('api'), runnerHostImport, transportReadsNoResource]),
  refusing(
    ['src/api/assumptions.ts', 'src/api/schemas.ts'],
    [
      {
        regex: '^\\.',
        message:
          'What the transport and the resources both read imports nothing of ours (docs/architecture.md).',
      },
    ],
  ),
  refusing([RUNNER_HOST], [layerAbove('runtime')]),
  refusing(['src/actions/**/*.ts'], [layerAbove('actions')]),
  refusing(['src/cli/**/*.ts'], [runnerHostImport]),
];

/**
 * The core does not know its host: below the actions nothing loads `@actions/*` (the runner's
 * toolkit), only the runner host does. A type (the Octokit client's shape) is erased at build.
 */
const coreKnowsNoHost = {
  files: ['src/{text,api,runtime,report,shard,codeless}/**/*.ts'],
  ignores: [RUNNER_HOST],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@actions/*'],
            allowTypeImports: true,
            message:
              'Only the runner host (src/runtime/github) loads the runner toolkit (docs/architecture.md).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'bench/reference/', '.stryker-tmp/', 'reports/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  { languageOptions: { globals: globals.node } },
  {
    // The small things a tool keeps: import order, one import per module.
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      'simple-import-sort/imports': 'error',
      'simple-import-sort/exports': 'error',
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
    },
  },
  {
    rules: {
      // A leading underscore marks what is unused on purpose (a field left out of a spread).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  ...LAYER_RULES,
  coreKnowsNoHost,
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
    // Beyond four values a call is read by position no more: what travels together is one named object.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
      '@typescript-eslint/max-params': ['error', { max: 4 }],
    },
  },
);
