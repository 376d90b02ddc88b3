import { type FakeApp, HttpError } from '../app.ts';
import { MAX_COUNT, paged } from '../paging.ts';
import { testRecord, type TestStore } from './tests.ts';

/**
 * Builds over the test store: a build is the tests that share a `capabilities.build`, addressed by
 * numeric ID or by that string. Until a seeded build's time comes it answers 404, as a build whose
 * first results have not reached the service yet.
 */
export function registerBuildRoutes(app: FakeApp, store: TestStore): void {
  app.route('GET', '/v1/builds', ({ account, query }) => {
    const builds = store
      .listedBuilds(account.id)
      .reverse()
      // Build records are "not shown" in the spec; the fake serves a modest one, its name where told.
      .map((b) => {
        const field = store.settings.buildNameIn;
        return { id: b.id, ...(field === 'none' ? {} : { [field]: b.name }), created_at: b.created_at };
      });
    return { status: 200, body: paged(builds, query, app.lists, { maxCount: MAX_COUNT }) };
  });

  app.route('GET', '/v1/builds/:build', ({ account, params, query }) => {
    const build = store.findBuild(account.id, params.build ?? '');
    if (!build) throw new HttpError(404, `build ${params.build} not found`);
    const tests = store.listedIn(account.id, build.name);
    const skip = query.get('skip_fields');
    const style = store.settings.successAs.builds;
    const map = (t: (typeof tests)[number]) => testRecord(store.refresh(t), style, skip);
    return { status: 200, body: paged(tests, query, app.lists, { maxCount: MAX_COUNT, map }) };
  });

  app.route('DELETE', '/v1/builds/:build', ({ account, params }) => {
    if (account.readOnly) throw new HttpError(403, 'account is read-only');
    const build = store.findBuild(account.id, params.build ?? '');
    if (!build) throw new HttpError(404, `build ${params.build} not found`);
    store.removeBuild(build);
    return { status: 204 };
  });
}
