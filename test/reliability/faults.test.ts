// Every action under every fault of the fake service, run in this process on a clock that also
// moves the service's time: short bursts of 5xx, 429 with Retry-After, connection resets and
// truncated bodies are survived; a persistent failure, a malformed body or a silent service ends
// the step with an error naming the endpoint within a stated bound; a POST that starts something
// is never sent twice (the requests are counted), and what it started is cleaned up.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEFAULT_TIMEOUT_MS } from '../../src/api/transport/transport.ts';
import { runnerFolders } from '../actions/start-tunnel-context.ts';
import { FakeGitHub } from '../fake-github/server.ts';
import type { FaultStep } from '../fake-service/faults.ts';
import type { FakeService } from '../fake-service/server.ts';
import {
  DownloadServer,
  FAKE_CLIENT_RUNS_HERE,
  packFakeClient,
  removeScratchFolders,
} from '../support/tunnel-client.ts';
import {
  annotateScenario,
  type ClientModeFixture,
  clientModeScenario,
  type Endpoint,
  type Run,
  runPost,
  runRoot,
  type Scenario,
  show,
  startTunnelApi,
  triggerScenario,
  uploadNew,
  uploadReplace,
  waitJob,
} from './scenarios.ts';
import {
  endpointPattern,
  FAULT_OUTCOMES,
  noRunInFlight,
  record,
  TRANSPORT_BOUNDS,
  withService,
} from './support.ts';

/**
 * The transport's time limit in the cases where the service stops answering. It holds for every
 * request of the case, the answered ones too, so it leaves room for a machine busy with 32 cases.
 */
const SILENT_TIMEOUT_MS = 500;
const RETRY_AFTER_S = 2;
const BURST_STATUSES = [500, 502, 503, 504] as const;
/** A burst as long as one request's retries can ride out (attempts - 1). */
const BURST = TRANSPORT_BOUNDS.attempts - 1;

// Every case has a fake service of its own, so all of them run at once: most of the time is spent
// waiting out the transport's time limits.
vi.setConfig({ maxConcurrency: 32 });

const github = new FakeGitHub();
const downloads = new DownloadServer();
let fixture: ClientModeFixture;
beforeAll(async () => {
  const folders = runnerFolders();
  await Promise.all([github.start(), downloads.start()]);
  fixture = { url: downloads.serve('/releases/fake-tunnel.tar.gz', packFakeClient().tarGz), env: folders };
});
afterAll(async () => {
  await Promise.all([github.stop(), downloads.stop()]);
  removeScratchFolders();
});

const SCENARIOS: Scenario[] = [
  startTunnelApi,
  // A real client process (FAKE_CLIENT_RUNS_HERE): POSIX only.
  ...(FAKE_CLIENT_RUNS_HERE ? [clientModeScenario(() => fixture)] : []),
  uploadNew,
  uploadReplace,
  triggerScenario('suite'),
  triggerScenario('test'),
  triggerScenario('all'),
  waitJob,
  annotateScenario(() => github),
  runRoot,
  runPost,
];

const seen = (service: FakeService, e: Endpoint) => service.seen(e.method, e.pattern).length;
const faulted = (service: FakeService, e: Endpoint) =>
  service.seen(e.method, e.pattern).filter((r) => r.fault).length;

/** Nothing the action started is left running at the service: tunnels deleted, Codeless runs stopped. */
function cleanedUp(service: FakeService): boolean {
  return service.tunnels.running().length === 0 && noRunInFlight(service);
}

describe.concurrent.each(SCENARIOS)('$name', (scenario) => {
  /** Requests per endpoint of an unfaulted run: the baseline the faulted runs are counted against. */
  const baseline = new Map<string, number>();

  /** Runs the scenario under these faults; they last into the post step only when it is the one faulted. */
  const attempt = (
    faults: (service: FakeService) => void,
    options: { timeoutMs?: number; inPost?: boolean } = {},
  ) =>
    withService(async (service) => {
      faults(service);
      const run = await scenario.go(service, {
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        betweenSteps: options.inPost ? undefined : () => service.faults.clear(),
      });
      return { service, run };
    });

  const note = (
    kase: string,
    outcome: string,
    figures: { requests?: number; waitedMs?: number; boundMs?: number } = {},
  ) =>
    record({
      action: scenario.action,
      category: 'faults',
      case: `${scenario.name}: ${kase}`,
      outcome,
      ...figures,
    });

  beforeAll(async () => {
    const { service, run } = await attempt(() => {});
    expect(run.failure, 'the unfaulted run').toBeUndefined();
    expect(scenario.succeeded(service, run), 'the unfaulted run').toBe(true);
    for (const e of [...scenario.reads, ...scenario.postCalls, ...scenario.sends])
      baseline.set(show(e), seen(service, e));
  });

  /** The faults were all taken, and the action still did everything it does without them. */
  function expectSurvived(service: FakeService, run: Run, e: Endpoint, injected: number): void {
    expect(run.failure).toBeUndefined();
    expect(run.warnings.filter((w) => endpointPattern(e.method, e.pattern).test(w))).toEqual([]);
    expect(scenario.succeeded(service, run)).toBe(true);
    expect(faulted(service, e)).toBe(injected);
    if (scenario.exactCounts) expect(seen(service, e)).toBe((baseline.get(show(e)) ?? 0) + injected);
  }

  const survivable: Array<[string, FaultStep[], ((run: Run) => void)?]> = [
    ...BURST_STATUSES.map((status): [string, FaultStep[]] => [
      `a burst of ${BURST} × ${status}`,
      Array(BURST).fill(status),
    ]),
    [
      `2 × 429 with Retry-After: ${RETRY_AFTER_S}`,
      Array(2).fill({ kind: 'status', status: 429, headers: { 'retry-after': String(RETRY_AFTER_S) } }),
      // Each retry waited exactly what the service asked (longer than the back-off would have).
      (run) => expect(run.backoffs).toEqual([RETRY_AFTER_S * 1000, RETRY_AFTER_S * 1000]),
    ],
    [`${BURST} connection resets`, Array(BURST).fill({ kind: 'reset' })],
    ['a body cut off half-way', [{ kind: 'truncated' }]],
  ];

  for (const e of [...scenario.reads, ...scenario.postCalls]) {
    const post = scenario.postCalls.includes(e);
    const where = `${show(e)}${post ? ' (post step)' : ''}`;

    it.each(survivable)(`${where}: %s is survived`, async (what, steps, check) => {
      const { service, run } = await attempt((s) => s.faults.add(e.method, e.pattern, ...steps), {
        inPost: post,
      });
      expectSurvived(service, run, e, steps.length);
      check?.(run);
      note(`${show(e)}: ${what}`, FAULT_OUTCOMES.survived, { requests: seen(service, e) });
    });

    const persistent: Array<[string, FaultStep, RegExp, number]> = [
      ['a persistent 503', 503, /HTTP 503/, DEFAULT_TIMEOUT_MS],
      // An answer without a body (204) has nothing to be malformed.
      ...(e.noBody
        ? []
        : [
            [
              'a malformed body',
              { kind: 'malformed' },
              /could not be read: the body is not valid JSON/,
              DEFAULT_TIMEOUT_MS,
            ] as [string, FaultStep, RegExp, number],
          ]),
      ['a service that stops answering', { kind: 'hang' }, /timed out/, SILENT_TIMEOUT_MS],
    ];

    if (post) {
      it.each(persistent)(
        `${where}: %s leaves a warning naming the endpoint, never a failed job`,
        async (what, step, _m, timeoutMs) => {
          const { service, run } = await attempt((s) => s.faults.always(e.method, e.pattern, step), {
            timeoutMs,
            inPost: true,
          });
          expect(run.failure).toBeUndefined();
          // Either the post step worked around it (a job it cannot read is stopped anyway) or it says so.
          const warned = run.warnings.some((w) => endpointPattern(e.method, e.pattern).test(w));
          expect(warned || scenario.succeeded(service, run)).toBe(true);
          note(`${show(e)}: ${what}`, warned ? FAULT_OUTCOMES.warned : FAULT_OUTCOMES.workedAround, {
            requests: seen(service, e),
          });
        },
      );
      continue;
    }

    it.each(persistent)(
      `${where}: %s ends the step with an error naming the endpoint, in bounded time`,
      async (what, step, message, timeoutMs) => {
        const { service, run } = await attempt((s) => s.faults.always(e.method, e.pattern, step), {
          timeoutMs,
        });
        expect(run.failure).toMatch(endpointPattern(e.method, e.pattern));
        expect(run.failure).toMatch(message);
        // Back-off (and, for a poll, the wait up to its deadline) is all the time it takes.
        const bound = (scenario.deadlineMs ?? 0) + TRANSPORT_BOUNDS.backoffMs;
        expect(run.waitedMs).toBeLessThanOrEqual(bound);
        // A malformed body is an answer, not a passing fault: it is not asked for again.
        const retried = typeof step === 'object' && step.kind === 'malformed' ? 1 : TRANSPORT_BOUNDS.attempts;
        if (scenario.deadlineMs) {
          // A poll waits failures through until its deadline, each poll a whole retried request.
          expect(run.waitedMs).toBeGreaterThanOrEqual(scenario.deadlineMs);
          expect(faulted(service, e) % retried).toBe(0);
        } else {
          expect(faulted(service, e)).toBe(retried);
        }
        expect(cleanedUp(service)).toBe(true);
        note(`${show(e)}: ${what}`, FAULT_OUTCOMES.failed, {
          requests: faulted(service, e),
          waitedMs: run.waitedMs,
          boundMs: bound,
        });
      },
    );
  }

  for (const e of scenario.sends) {
    const once = (service: FakeService) => {
      expect(seen(service, e)).toBe(1);
      expect(scenario.started(service)).toBeLessThanOrEqual(1);
    };
    const failures: Array<[string, FaultStep, RegExp, number]> = [
      ...BURST_STATUSES.map((status): [string, FaultStep, RegExp, number] => [
        `${status}`,
        status,
        new RegExp(`HTTP ${status}`),
        DEFAULT_TIMEOUT_MS,
      ]),
      ['a connection reset', { kind: 'reset' }, /could not reach the service/, DEFAULT_TIMEOUT_MS],
      [
        'an answer cut off half-way',
        { kind: 'truncated' },
        /the body broke off before its end/,
        DEFAULT_TIMEOUT_MS,
      ],
      ['a malformed answer', { kind: 'malformed' }, /could not be read/, DEFAULT_TIMEOUT_MS],
      ['no answer at all', { kind: 'hang' }, /timed out/, SILENT_TIMEOUT_MS],
    ];

    it.each(failures)(
      `${show(e)}: %s fails the step at once and is never sent again`,
      async (what, step, message, timeoutMs) => {
        const { service, run } = await attempt((s) => s.faults.always(e.method, e.pattern, step), {
          timeoutMs,
        });
        expect(run.failure).toMatch(endpointPattern(e.method, e.pattern));
        expect(run.failure).toMatch(message);
        expect(run.backoffs).toEqual([]);
        once(service);
        expect(cleanedUp(service)).toBe(true);
        note(`${show(e)}: ${what}`, FAULT_OUTCOMES.sentOnce, {
          requests: seen(service, e),
          waitedMs: 0,
        });
      },
    );

    it(`${show(e)}: an answer lost after the service acted is not sent again, and what it started is acted on once`, async () => {
      const { service, run } = await attempt((s) =>
        s.faults.add(e.method, e.pattern, { kind: 'drop-answer' }),
      );
      expect(run.failure).toMatch(endpointPattern(e.method, e.pattern));
      expect(run.backoffs).toEqual([]);
      once(service);
      expect(scenario.started(service)).toBe(1);
      // The root action's post stops the runs the lost trigger started; a tunnel the service
      // names itself cannot be told from another job's (docs/reliability.md, "Not covered").
      if (scenario.action === 'run') expect(noRunInFlight(service)).toBe(true);
      note(
        `${show(e)}: answer lost after the service acted (it acted once${scenario.action === 'run' ? '; post stopped the runs' : ''})`,
        FAULT_OUTCOMES.sentOnce,
        { requests: seen(service, e) },
      );
    });

    it(`${show(e)}: 2 × 429 with Retry-After (turned away unprocessed) is sent again after the wait, and acted on once`, async () => {
      const rateLimited: FaultStep = {
        kind: 'status',
        status: 429,
        headers: { 'retry-after': String(RETRY_AFTER_S) },
      };
      const { service, run } = await attempt((s) =>
        s.faults.add(e.method, e.pattern, rateLimited, rateLimited),
      );
      expect(run.failure).toBeUndefined();
      expect(scenario.succeeded(service, run)).toBe(true);
      expect(run.backoffs).toEqual([RETRY_AFTER_S * 1000, RETRY_AFTER_S * 1000]);
      expect(seen(service, e)).toBe(3);
      expect(scenario.started(service)).toBe(1);
      note(
        `${show(e)}: 2 × 429 with Retry-After (sent again after the wait; acted once)`,
        FAULT_OUTCOMES.survived,
        {
          requests: seen(service, e),
        },
      );
    });
  }
});
