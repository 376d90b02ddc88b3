// Every entry of the shared bundle, keyed by its path under dist/ (see scripts/build.ts): the actions'
// entries and the `cloudtest` command. Each loads its code lazily, so ncc splits the bundle into
// shared chunks and an entry starts with only the code it runs (a post step does not load an archive
// extractor, a tunnel does not load Octokit).
// Add entries in this form:
//   'upload-app/main': async () => (await import('./actions/upload-app/main.ts')).main(),
export const entries: Record<string, () => Promise<void>> = {
  'annotate-build/main': async () => (await import('./actions/annotate-build/main.ts')).main(),
  'annotate-build/post': async () => (await import('./actions/annotate-build/post.ts')).main(),
  'trigger-lab-suite/main': async () => (await import('./actions/trigger-lab-suite/main.ts')).main(),
  'wait-for-job/main': async () => (await import('./actions/wait-for-job/main.ts')).main(),
  'wait-for-job/post': async () => (await import('./actions/wait-for-job/post.ts')).main(),
  'run-codeless-tests/main': async () => (await import('./actions/run-codeless-tests/main.ts')).main(),
  'run-codeless-tests/post': async () => (await import('./actions/run-codeless-tests/post.ts')).main(),
  'start-tunnel/main': async () => (await import('./actions/start-tunnel/main.ts')).main(),
  'start-tunnel/post': async () => (await import('./actions/start-tunnel/post.ts')).main(),
  'upload-app/main': async () => (await import('./actions/upload-app/main.ts')).main(),
  'upload-app/post': async () => (await import('./actions/upload-app/post.ts')).main(),
  'list-devices/main': async () => (await import('./actions/list-devices/main.ts')).main(),
  'combine/main': async () => (await import('./actions/combine/main.ts')).main(),
  'combine/post': async () => (await import('./actions/combine/post.ts')).main(),
  'shard/main': async () => (await import('./actions/shard/main.ts')).main(),
  // The command line (package.json `bin`): a host of its own beside the runner.
  cloudtest: async () => (await import('./cli/main.ts')).main(),
};
