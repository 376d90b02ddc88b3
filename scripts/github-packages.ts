// GitHub's own workflow packages (@actions/languageservice, @actions/workflow-parser,
// @actions/expressions) import their JSON schemas without `with { type: 'json' }`: they are built for
// bundlers, and Node refuses such an import. A resolve hook adds the attribute for them; it is
// registered once per process, before the first of them is imported.
import { registerHooks } from 'node:module';

let registered = false;

/** Lets GitHub's workflow packages load their JSON schemas; call before importing one of them. */
export function allowGitHubPackageJson(): void {
  if (registered) return;
  registered = true;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (resolved.url.endsWith('.json') && resolved.url.includes('/node_modules/@actions/')) {
        return { ...resolved, importAttributes: { ...context.importAttributes, type: 'json' } };
      }
      return resolved;
    },
  });
}
