// The examples whose tests are the user's own (WebDriver through a tunnel, Appium on devices), reported
// by annotate-build and actions/combine, each run on the events it declares and held to what its
// header promises. The tests are the stand-ins of stand-ins/programs.ts, playing the plan of tests the
// commit holds.
import { parse } from 'yaml';

import { device } from '../fake-service/routes/platform.ts';
import { sha256 } from '../support/tunnel-client.ts';
import { passes } from './codeless-examples.ts';
import { check, checkNamesOn, checkRunOn, equal, type Example, outputsOf, resultOf } from './examples.ts';
import type { PlannedTest } from './stand-ins/programs.ts';
import type { LegRun, WorkflowRun } from './workflow.ts';
import type { ExampleWorld } from './world.ts';

/** The Android devices the account can use in these examples, newest first. */
function androidDevices(world: ExampleWorld): void {
  world.service.platform.setDevices([
    device(11, 'Pixel 8', 'GKWS6', 'Google', 'Android', '14', '6.2', '1080x2400'),
    device(12, 'Galaxy S23', 'SM-S911B', 'Samsung', 'Android', '13', '6.1', '1080x2340'),
    device(13, 'Moto G54', 'XT2343', 'Motorola', 'Android', '14', '6.5', '1080x2400'),
    device(21, 'iPhone 15', 'iPhone15,4', 'Apple', 'iOS', '17.4', '6.1', '1179x2556'),
  ]);
}

const legsOf = (run: WorkflowRun, jobId: string): LegRun[] => run.jobs.get(jobId)?.legs ?? [];
const deviceOf = (leg: LegRun) => (leg.matrix?.device as { name?: string } | string | undefined) ?? '';
const deviceName = (leg: LegRun) => {
  const d = deviceOf(leg);
  return typeof d === 'string' ? d : (d.name ?? '');
};

/** The sessions the service recorded in a run's builds. */
function sessionsOf(world: ExampleWorld, builds: readonly string[]) {
  return world.service.sessions.filter((s) => s.build !== null && builds.includes(s.build));
}

/** The build name each leg of a job exported (CLOUDTEST_BUILD), from the step that exported it. */
function buildsOf(run: WorkflowRun, jobId: string): string[] {
  return legsOf(run, jobId).flatMap((leg) => {
    const exported = leg.steps.map((s) => s.result?.env.CLOUDTEST_BUILD).find(Boolean);
    return exported ? [exported] : [];
  });
}

const TUNNEL = 'docs/examples/tunnel-webdriver-tests.yml';
const WEB_TESTS: PlannedTest[] = [
  { name: 'Login' },
  { name: 'Search finds a product' },
  // Listed in the quarantine example (chrome on Windows 11): it fails, but may not fail the check.
  { name: 'Checkout pays with a saved card', fails: 'payment sandbox timed out' },
];
export const tunnelWebDriverTests: Example = {
  files: [TUNNEL],
  async run(at) {
    const { world } = at;
    const base = world.push(WEB_TESTS);
    await at.run(TUNNEL, base);
    const pr = world.pullRequest(7, WEB_TESTS);
    const run = await at.run(TUNNEL, pr);
    const fork = await at.run(TUNNEL, world.pullRequest(8, WEB_TESTS, { fork: 'someone' }), {
      label: "pull_request (a fork's)",
    });
    const queue = world.mergeGroup(7, WEB_TESTS);
    await at.run(TUNNEL, queue);
    const builds = buildsOf(run, 'webdriver');

    await at.promise(TUNNEL, 'which reach the site served here through a tunnel client', () => {
      const sessions = sessionsOf(world, builds);
      equal(sessions.length, WEB_TESTS.length, "sessions of the pull request's run");
      for (const s of sessions)
        check(
          s.reached?.includes('<title>Shop</title>'),
          `session "${s.name}" did not reach the site: ${s.message}`,
        );
      const tunnels = [...world.service.tunnels.tunnels.values()];
      check(
        tunnels.every((t) => t.metadata.client === 'fake'),
        'a tunnel was opened without the tunnel client',
      );
      equal(world.service.tunnels.running(), [], 'tunnels left running after the jobs');
    });
    await at.promise(TUNNEL, 'every test of the run reported as one check to require', () => {
      const checkRun = checkRunOn(world, 'Cloud tests (webdriver)', pr.head);
      check(
        checkRun?.status === 'completed',
        'no completed check "Cloud tests (webdriver)" on the pull request\'s head',
      );
      equal(
        outputsOf(run, 'webdriver', 'annotate-build')[0]?.total,
        String(WEB_TESTS.length),
        'tests reported',
      );
      check(checkRunOn(world, 'Cloud tests (webdriver)', queue.sha), "no check on the queue's commit");
      equal(resultOf(fork, 'webdriver'), 'skipped', "the job on a fork's pull request (no secrets)");
    });
    await at.promise(
      TUNNEL,
      "A test the quarantine file lists (.github/cloudtest-quarantine.yml, the base commit's on a pull request) runs but does not fail the check",
      () => {
        const checkRun = checkRunOn(world, 'Cloud tests (webdriver)', pr.head);
        check(passes(checkRun?.conclusion), `the check concluded ${checkRun?.conclusion}`);
        equal(outputsOf(run, 'webdriver', 'annotate-build')[0]?.quarantined, '1', 'quarantined failures');
      },
    );
  },
};

/** Cancels the leg of `job` on the device `name` before its step `step`, as a runner lost or a cancel would. */
const cancelOn =
  (job: string, name: string, step: string) =>
  (at: { jobId: string; matrix?: Record<string, unknown>; step: string }) =>
    at.jobId === job && JSON.stringify(at.matrix ?? {}).includes(`"${name}"`) && at.step === step;

/** How actions/combine names a leg it never heard from: its job and place in the matrix. */
function placeOf(run: WorkflowRun, job: string, name: string): string {
  const legs = legsOf(run, job);
  const index = legs.findIndex((leg) => deviceName(leg) === name);
  return `job ${job}, leg ${index + 1} of ${legs.length}`;
}

const APPIUM_TESTS: PlannedTest[] = [{ name: 'Login' }, { name: 'Search finds a product' }];

const DEVICE_MATRIX = 'docs/examples/device-matrix.yml';
export const deviceMatrix: Example = {
  files: [DEVICE_MATRIX],
  async run(at) {
    const { world } = at;
    androidDevices(world);
    // Android 13 and later: the Moto G54 is in use by another customer.
    world.service.platform.unavailable.add(13);
    await at.run(DEVICE_MATRIX, world.push(APPIUM_TESTS));
    const pr = world.pullRequest(7, APPIUM_TESTS);
    const run = await at.run(DEVICE_MATRIX, pr);
    const lost = world.pullRequest(8, APPIUM_TESTS);
    const cancelled = await at.run(DEVICE_MATRIX, lost, {
      label: 'pull_request (a leg cancelled)',
      cancelBefore: cancelOn('appium', 'Galaxy S23', 'Run ./gradlew cloudTest'),
    });
    const queue = world.mergeGroup(7, APPIUM_TESTS);
    await at.run(DEVICE_MATRIX, queue);

    await at.promise(
      DEVICE_MATRIX,
      'joined into one check to require, "Cloud tests", whatever devices the list holds today',
      () => {
        const legs = legsOf(run, 'appium').map(deviceName);
        equal([...legs].sort(), ['Galaxy S23', 'Pixel 8'], 'the legs (the Android devices from 13 on)');
        const combined = outputsOf(run, 'all-tests', 'combine')[0];
        equal(
          [combined?.legs, combined?.total],
          [String(legs.length), String(legs.length * APPIUM_TESTS.length)],
          'legs and tests in "Cloud tests"',
        );
        check(
          passes(checkRunOn(world, 'Cloud tests', pr.head)?.conclusion),
          'the check "Cloud tests" on the pull request\'s head does not pass',
        );
        check(checkRunOn(world, 'Cloud tests', queue.sha), 'no check "Cloud tests" on the queue\'s commit');
      },
    );
    await at.promise(DEVICE_MATRIX, 'a leg that never reported fails it, named', () => {
      const combined = checkRunOn(world, 'Cloud tests', lost.head);
      equal(combined?.conclusion, 'failure', 'the check with a leg cancelled before its tests');
      const place = placeOf(cancelled, 'appium', 'Galaxy S23');
      check(
        `${combined?.output.title} ${combined?.output.summary}`.includes(place),
        `it does not name the leg (${place}): ${combined?.output.title}`,
      );
      equal(outputsOf(cancelled, 'all-tests', 'combine')[0]?.missing, '1', 'legs missing');
    });
    await at.promise(
      DEVICE_MATRIX,
      "that step of the bundle gives the tests their build name (CLOUDTEST_BUILD), the one the leg's report reads",
      () => {
        const builds = buildsOf(run, 'appium');
        equal(new Set(builds).size, legsOf(run, 'appium').length, 'build names of the legs, one each');
        const sessions = sessionsOf(world, builds);
        equal(sessions.length, builds.length * APPIUM_TESTS.length, 'sessions in those builds');
        for (const [i, leg] of legsOf(run, 'appium').entries()) {
          equal(
            sessionsOf(world, [builds[i] ?? '']).map((s) => s.device_name),
            APPIUM_TESTS.map(() => deviceName(leg)),
            `the devices of leg ${i + 1}'s build`,
          );
          check(
            sessionsOf(world, [builds[i] ?? '']).every((s) => s.app?.startsWith('cloud://')),
            'a session without the uploaded app',
          );
        }
      },
    );
  },
};

const COMBINED = 'docs/examples/combined-check.yml';
export const combinedCheck: Example = {
  files: [COMBINED],
  async run(at) {
    const { world } = at;
    const { service } = world;
    const user = service.accounts.user;
    androidDevices(world);
    service.platform.setDevices(service.platform.devices.slice(0, 2));
    service.jobs.nextPlan = [{ status: 'FINISHED', afterPolls: 1 }];
    // Suites 41 and 42, as the matrix names them; Checkout fails on main already.
    const checkout = service.lab.addTest(user.id, {
      name: 'Checkout',
      failure: { step: 3, message: 'element #buy not found' },
    });
    for (const names of [
      ['Login', 'Checkout'],
      ['Search', 'Profile'],
    ])
      service.labsuites.addSuite(user.id, {
        name: names.join(' and '),
        testIds: names.map((n) =>
          n === 'Checkout' ? checkout.id : service.lab.addTest(user.id, { name: n }).id,
        ),
      });
    // On the Galaxy, Search fails on main already.
    const tests: PlannedTest[] = [
      { name: 'Login' },
      { name: 'Search finds a product', fails: 'no results', on: 'Galaxy' },
    ];
    const base = world.push(tests);
    await at.run(COMBINED, base);
    const pr = world.pullRequest(7, tests);
    const run = await at.run(COMBINED, pr);
    const lost = world.pullRequest(8, tests);
    const cancelled = await at.run(COMBINED, lost, {
      label: 'pull_request (a leg cancelled)',
      cancelBefore: cancelOn('appium', 'Pixel 8', 'Appium tests'),
    });
    const queue = world.mergeGroup(7, tests);
    await at.run(COMBINED, queue);

    await at.promise(
      COMBINED,
      'joins every leg\'s report into one check, "Cloud tests", whatever the legs are',
      () => {
        const combined = checkRunOn(world, 'Cloud tests', pr.head);
        check(
          combined?.status === 'completed',
          'no completed check "Cloud tests" on the pull request\'s head',
        );
        equal(outputsOf(run, 'all-tests', 'combine')[0]?.legs, '4', 'legs joined (two suites, two devices)');
        check(checkRunOn(world, 'Cloud tests', queue.sha), 'no check "Cloud tests" on the queue\'s commit');
      },
    );
    await at.promise(COMBINED, "Each leg is compared with its own leg's report on the base", () => {
      const compared = [
        ...outputsOf(run, 'codeless', 'root'),
        ...outputsOf(run, 'appium', 'annotate-build'),
      ].map((o) => o['compared-to']);
      equal(compared, [base.sha, base.sha, base.sha, base.sha], "the legs' compared-to");
    });
    await at.promise(
      COMBINED,
      'under `fail-on: new-failures` a failure the base has too does not fail it',
      () => {
        const combined = checkRunOn(world, 'Cloud tests', pr.head);
        check(
          passes(combined?.conclusion),
          `"Cloud tests" concluded ${combined?.conclusion} with only failures main has`,
        );
        equal(resultOf(run, 'all-tests'), 'success', 'the job that joins them');
      },
    );
    await at.promise(
      COMBINED,
      'a leg that never reported (cancelled, failed before its report, not run) fails the combined check, named',
      () => {
        const combined = checkRunOn(world, 'Cloud tests', lost.head);
        equal(combined?.conclusion, 'failure', 'the check with a leg cancelled');
        const place = placeOf(cancelled, 'appium', 'Pixel 8');
        check(
          `${combined?.output.title} ${combined?.output.summary}`.includes(place),
          `it does not name the leg (${place}): ${combined?.output.title}`,
        );
      },
    );
  },
};

const FROM_SERVICE = 'docs/examples/devices-from-the-service.yml';
export const devicesFromTheService: Example = {
  files: [FROM_SERVICE],
  async run(at) {
    const { world } = at;
    const { platform } = world.service;
    androidDevices(world);
    // The Pixel 8 of the check name the example shows (its leg's hash covers the device's ID).
    platform.setDevices(platform.devices.map((d) => (d.name === 'Pixel 8' ? { ...d, id: 33 } : d)));
    const first = world.pullRequest(7, APPIUM_TESTS);
    const run1 = await at.run(FROM_SERVICE, first);
    const second = world.pullRequest(7, APPIUM_TESTS);
    const run2 = await at.run(FROM_SERVICE, second, { label: 'pull_request (pushed again)' });
    platform.setDevices(platform.devices.filter((d) => d.platform_name !== 'Android'));
    const none = await at.run(FROM_SERVICE, world.pullRequest(8, APPIUM_TESTS), {
      label: 'pull_request (no device)',
    });

    await at.promise(
      FROM_SERVICE,
      "a matrix job runs the tests once per device, each leg given its device's name and OS version",
      () => {
        const legs = legsOf(run1, 'appium');
        equal(
          legs.map(deviceName).sort(),
          ['Galaxy S23', 'Pixel 8'],
          'the legs (Pixels and Galaxies from Android 13 on)',
        );
        const builds = buildsOf(run1, 'appium');
        for (const [i, leg] of legs.entries()) {
          const { name, platform_version: version } = deviceOf(leg) as {
            name: string;
            platform_version: string;
          };
          equal(
            sessionsOf(world, [builds[i] ?? '']).map((s) => [s.device_name, s.os]),
            APPIUM_TESTS.map(() => [name, `Android ${version}`]),
            `leg ${name}'s sessions`,
          );
        }
      },
    );
    await at.promise(
      FROM_SERVICE,
      'The order of the devices stays the same from run to run, so the legs (and their check names) do not reshuffle',
      () => {
        equal(
          legsOf(run2, 'appium').map(deviceName),
          legsOf(run1, 'appium').map(deviceName),
          'the legs of the second run',
        );
        equal(
          checkNamesOn(world, second.head),
          checkNamesOn(world, first.head),
          'the check names of the second run',
        );
        const shown =
          'Cloud tests (appium, name: Pixel 8, platform_name: Android, platform_version: "1… · ee4c23f2)';
        check(
          checkNamesOn(world, first.head).includes(shown),
          `no check "${shown}" (as the example shows it): ${checkNamesOn(world, first.head).join('; ')}`,
        );
      },
    );
    await at.promise(
      FROM_SERVICE,
      'when no device matches, the first job fails and the matrix never starts',
      () => {
        equal(
          [resultOf(none, 'devices'), resultOf(none, 'appium')],
          ['failure', 'skipped'],
          'the jobs with no device',
        );
      },
    );
  },
};

const MATRIX = 'docs/examples/matrix-devices.yml';
export const matrixDevices: Example = {
  files: [MATRIX],
  async run(at) {
    const { world } = at;
    const base = world.push(APPIUM_TESTS);
    await at.run(MATRIX, base);
    const pr = world.pullRequest(7, APPIUM_TESTS);
    const run = await at.run(MATRIX, pr);
    const perLeg = ['Cloud tests (devices, device: Pixel 9)', 'Cloud tests (devices, device: Galaxy S25)'];

    await at.promise(MATRIX, 'one check per leg (each leg reports its own build)', () => {
      const builds = buildsOf(run, 'devices');
      equal(new Set(builds).size, 2, 'build names of the two legs');
      for (const [i, name] of perLeg.entries()) {
        check(checkRunOn(world, name, pr.head)?.status === 'completed', `no check "${name}"`);
        equal(
          sessionsOf(world, [builds[i] ?? '']).map((s) => s.device_name),
          APPIUM_TESTS.map(() => name.slice(name.indexOf('device: ') + 8, -1)),
          `the build of ${name}`,
        );
      }
    });
    await at.promise(MATRIX, 'one check for every leg from a job after the matrix', () => {
      check(
        checkRunOn(world, 'Cloud tests (all devices)', pr.head)?.status === 'completed',
        'no check "Cloud tests (all devices)"',
      );
      equal(
        outputsOf(run, 'all-devices', 'annotate-build')[0]?.total,
        String(2 * APPIUM_TESTS.length),
        'its tests',
      );
    });
    await at.promise(MATRIX, 'The default check names stay the same from run to run', () => {
      equal(
        checkNamesOn(world, pr.head),
        checkNamesOn(world, base.sha),
        'the check names of the push and of the pull request',
      );
      equal(checkNamesOn(world, pr.head), ['Cloud tests (all devices)', ...perLeg].sort(), 'the check names');
    });
  },
};

const UPLOAD = 'docs/examples/upload-then-test.yml';
export const uploadThenTest: Example = {
  files: [UPLOAD],
  async run(at) {
    const { world } = at;
    await at.run(UPLOAD, world.push(APPIUM_TESTS));
    const pr = world.pullRequest(7, APPIUM_TESTS);
    const run = await at.run(UPLOAD, pr);
    const build = `${world.repository}-${run.runId}-1`;

    await at.promise(UPLOAD, 'run Appium tests on real devices with the uploaded app', () => {
      const appUrl = outputsOf(run, 'android', 'Upload the APK')[0]?.['app-url'];
      check(
        appUrl && world.service.storage.of(world.service.accounts.user.id).some((a) => a.app_url === appUrl),
        `no app uploaded (${appUrl})`,
      );
      equal(
        sessionsOf(world, [build]).map((s) => s.app),
        APPIUM_TESTS.map(() => appUrl),
        "the sessions' app",
      );
    });
    await at.promise(UPLOAD, 'every test of the run is then reported on the pull request', () => {
      check(
        checkRunOn(world, 'Cloud tests (android)', pr.head)?.status === 'completed',
        'no check "Cloud tests (android)" on the pull request\'s head',
      );
      equal(
        outputsOf(run, 'android', 'annotate-build')[0]?.total,
        String(APPIUM_TESTS.length),
        'tests reported',
      );
    });
  },
};

const FORK_BUILD = 'docs/examples/fork-pull-requests-build.yml';
const FORK_TEST = 'docs/examples/fork-pull-requests-test.yml';
export const forkPullRequests: Example = {
  files: [FORK_BUILD, FORK_TEST],
  async run(at) {
    const { world } = at;
    // main's tests, and a pull request from a fork that changes them: the tests run are main's.
    world.push(APPIUM_TESTS);
    const fork = world.pullRequest(7, [{ name: 'Test the fork wrote', fails: 'it runs code of the fork' }], {
      fork: 'someone',
    });
    const requests = world.service.requests.length;
    const built = await at.run(FORK_BUILD, fork, { label: "pull_request (a fork's)" });
    const serviceRequests = world.service.requests.length - requests;
    const tested = await at.run(
      FORK_TEST,
      world.workflowRun({
        id: built.runId,
        workflow: 'Pull request build',
        event: fork,
        conclusion: 'success',
      }),
    );
    const own = world.pullRequest(8, APPIUM_TESTS);
    const ownBuilt = await at.run(FORK_BUILD, own, { label: "pull_request (this repository's)" });
    const ownTested = await at.run(
      FORK_TEST,
      world.workflowRun({
        id: ownBuilt.runId,
        workflow: 'Pull request build',
        event: own,
        conclusion: 'success',
      }),
      {
        label: "workflow_run (this repository's)",
      },
    );

    await at.promise(
      FORK_BUILD,
      "build a fork's pull request's app with no secrets and a read-only token",
      () => {
        equal(resultOf(built, 'build'), 'success', "the build of the fork's pull request");
        const granted = built.jobs.get('build')?.legs[0]?.permissions ?? {};
        check(
          Object.values(granted).every((level) => level !== 'write'),
          `its token may write: ${JSON.stringify(granted)}`,
        );
        equal(serviceRequests, 0, 'requests to the service');
        equal(
          resultOf(ownBuilt, 'build'),
          'skipped',
          "the build of this repository's pull request (the usual workflow's)",
        );
      },
    );
    await at.promise(FORK_BUILD, 'hand it to part 2 (fork-pull-requests-test.yml) as an artifact', () => {
      const artifact = world.github.artifacts.find((a) => a.runId === built.runId && a.name === 'app');
      equal([...(artifact?.files.keys() ?? [])], ['app-debug.apk'], "the artifact's files");
    });
    await at.promise(
      FORK_TEST,
      "run the default branch's tests against the pull request's app, with the secrets and a token that may write the check run",
      () => {
        equal(resultOf(tested, 'appium'), 'success', "the tests of the fork's app");
        const build = `pr-${built.runId}-1`;
        const sessions = sessionsOf(world, [build]);
        equal(
          sessions.map((s) => s.name),
          APPIUM_TESTS.map((t) => t.name),
          "the tests run (main's)",
        );
        const appUrl = outputsOf(tested, 'appium', 'app')[0]?.['app-url'];
        const stored = world.service.storage
          .of(world.service.accounts.user.id)
          .find((a) => a.app_url === appUrl);
        const apk = world.github.artifacts.find((a) => a.runId === built.runId)?.files.get('app-debug.apk');
        check(stored && apk && stored.sha256 === sha256(apk), "the app tested is not the fork's build");
        equal(resultOf(ownTested, 'appium'), 'skipped', "the run after this repository's pull request");
      },
    );
    await at.promise(FORK_TEST, "the check run goes on the pull request's head commit", () => {
      check(
        checkRunOn(world, 'Cloud tests (appium)', fork.head)?.status === 'completed',
        'no check "Cloud tests (appium)" on the fork\'s head',
      );
    });
  },
};

const SHARDED = 'docs/examples/sharded-suite.yml';
/** Main's suite: three long spec files (5 min) and eighteen short ones (30 s); the pull request adds one. */
const SPECS: PlannedTest[] = Array.from({ length: 21 }, (_, i) => ({
  name: `tests/shop-${String(i).padStart(2, '0')}.spec.ts`,
  seconds: i < 3 ? 300 : 30,
}));
/** Legs the account can run at once: fewer than the 5-minute target asks for (1,470 s in all). */
const FREE_SESSIONS = 3;
export const shardedSuite: Example = {
  files: [SHARDED],
  async run(at) {
    const { world } = at;
    world.service.team.profile(world.service.accounts.user).maxParallel = FREE_SESSIONS;
    const main = await at.run(SHARDED, world.push(SPECS));
    const tests = [...SPECS, { name: 'tests/shop-21.spec.ts', seconds: 30 }];
    const pr = world.pullRequest(7, tests);
    const run = await at.run(SHARDED, pr);
    const planned = outputsOf(run, 'plan', 'shard')[0] ?? {};

    await at.promise(
      SHARDED,
      "a job plans the legs from the tests' durations in main's report, no more legs than the account has free sessions",
      () => {
        equal(outputsOf(main, 'plan', 'shard')[0]?.legs, String(FREE_SESSIONS), "main's legs (by count)");
        equal(planned.legs, String(FREE_SESSIONS), "the pull request's legs");
        equal(planned.untimed, '1', 'tests without history (the new one)');
        const matrix = JSON.parse(planned.matrix ?? '[]') as Array<{ 'predicted-seconds': number }>;
        const predicted = matrix.map((leg) => leg['predicted-seconds']);
        const mean = predicted.reduce((a, b) => a + b, 0) / predicted.length;
        check(
          Math.max(...predicted) <= 1.1 * mean,
          `the legs are not balanced by the durations: ${JSON.stringify(predicted)}`,
        );
      },
    );
    await at.promise(SHARDED, "the matrix runs each leg's tests, every test in exactly one leg", () => {
      // Each leg's build, as the job's env names it.
      const builds = legsOf(run, 'e2e').map(
        (leg) => `shop-${run.runId}-${run.attempt}-e2e-leg-${String(leg.matrix?.leg)}`,
      );
      equal(builds.length, FREE_SESSIONS, "the pull request's legs");
      equal(
        sessionsOf(world, builds)
          .map((s) => s.name)
          .sort(),
        tests.map((t) => t.name).sort(),
        "the sessions of the pull request's legs",
      );
    });
    await at.promise(
      SHARDED,
      'a job after every leg joins their reports into one check, "Cloud tests", which shows the slowest leg as predicted against as measured',
      () => {
        const combined = checkRunOn(world, 'Cloud tests', pr.head);
        check(
          combined?.status === 'completed',
          'no completed check "Cloud tests" on the pull request\'s head',
        );
        const line = /predicted [^·\n]+ · measured [^\n]+/.exec(combined.output.summary ?? '');
        check(
          line,
          `"Cloud tests" shows no prediction against what the legs took: ${combined.output.summary}`,
        );
      },
    );
  },
};

const HARDENED_TESTS = 'docs/examples/hardened-tests.yml';
const HARDENED_REPORT = 'docs/examples/hardened-report.yml';
export const hardenedMode: Example = {
  files: [HARDENED_TESTS, HARDENED_REPORT],
  async run(at) {
    const { world } = at;
    // A test failing on main already: the pull request passes `fail-on: new-failures` only when main's
    // report is found and trusted, else it fails on any failure.
    const tests: PlannedTest[] = [{ name: 'Login' }, { name: 'Search finds a product', fails: 'no results' }];
    const testsThenReport = async (event: ReturnType<typeof world.push>, label: string) => {
      const tested = await at.run(HARDENED_TESTS, event, { label });
      const reported = await at.run(
        HARDENED_REPORT,
        world.workflowRun({
          id: tested.runId,
          workflow: 'Hardened tests',
          event,
          conclusion: resultOf(tested, 'appium') === 'success' ? 'success' : 'failure',
        }),
        { label: `workflow_run (after ${label})` },
      );
      return { tested, reported };
    };
    const push = world.push(tests);
    const onMain = await testsThenReport(push, 'push');
    const pr = world.pullRequest(9, tests);
    const onPr = await testsThenReport(pr, 'pull_request');
    const reportOf = (run: WorkflowRun) => outputsOf(run, 'report', 'annotate-build')[0] ?? {};

    await at.promise(HARDENED_TESTS, 'run the tests with a read-only token', () => {
      for (const { tested } of [onMain, onPr]) {
        const granted = tested.jobs.get('appium')?.legs[0]?.permissions ?? {};
        check(
          Object.values(granted).every((level) => level !== 'write'),
          `its token may write: ${JSON.stringify(granted)}`,
        );
        equal(outputsOf(tested, 'appium', 'annotate-build').length, 0, 'reporting steps in part 1');
      }
      equal(
        world.service.sessions.filter((s) => s.build === `hardened-${onPr.tested.runId}-1`).length,
        tests.length,
        "the pull request's tests run",
      );
    });
    await at.promise(
      HARDENED_REPORT,
      "the report written and compared by a workflow_run workflow of the default branch with a GitHub App's token",
      () => {
        for (const [sha, what] of [
          [push.sha, "main's push"],
          [pr.head, "the pull request's head"],
        ] as const) {
          const runs = [...world.github.checkRuns.values()].filter((r) => r.head_sha === sha);
          equal(
            runs.map((r) => [r.name, r.status, r.app?.slug]),
            [['Cloud tests (appium)', 'completed', world.app.slug]],
            `the check runs on ${what} (name, status, app)`,
          );
        }
        // Main's report, written as the App by the default branch's workflow, is trusted: compared.
        equal(reportOf(onPr.reported)['compared-to'], push.sha, 'the commit the pull request compared with');
        equal(reportOf(onPr.reported)['new-failures'], '0', 'new failures');
        equal(
          resultOf(onPr.reported, 'report'),
          'success',
          'the report of an old failure, under new-failures',
        );
      },
    );
    await at.promise(HARDENED_REPORT, 'reading the results from the service itself', () => {
      equal(reportOf(onPr.reported).total, String(tests.length), 'tests reported');
      equal(reportOf(onPr.reported).failed, '1', 'failed tests reported');
    });
    await at.promise(HARDENED_REPORT, 'kept in an environment only the default branch may use', () => {
      const job = (parse(at.texts(HARDENED_REPORT)) as { jobs: Record<string, { environment?: unknown }> })
        .jobs.report;
      equal(job?.environment, 'cloudtest-report', "the report job's environment");
      const app = onPr.reported.jobs.get('report')?.legs[0]?.steps.find((s) => s.id === 'app');
      check(app?.outputs?.token, "no App token from the report job's first step");
    });
  },
};
