// Answers that are not the API's: an HTML page where JSON belongs (a proxy's sign-in page, a wrong
// api-url), an answer that drips a byte at a time and never ends, an answer far too large to hold.
// Each ends the step with one line naming the endpoint, within a stated bound: a page ends a poll
// after NOT_API_LIMIT answers in a row, not at its deadline; a too-large answer is never asked for
// again; a POST that starts something is sent once; a post step only warns.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEFAULT_TIMEOUT_MS } from '../../src/api/transport/transport.ts';
import { NOT_API_LIMIT, pollJob } from '../../src/codeless/poll.ts';
import { FakeGitHub } from '../fake-github/server.ts';
import type { FaultStep } from '../fake-service/faults.ts';
import type { FakeService } from '../fake-service/server.ts';
import { TestClock, testContext } from '../support/context.ts';
import { clientFor } from '../support/service.ts';
import {
  annotateScenario,
  type Endpoint,
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
 * The time limit of each request in the drip cases: a byte every DRIP_MS never meets it. It holds for
 * every request of the case, the answered ones too, so it leaves room for a busy machine.
 */
const DRIP_TIMEOUT_MS = 1_000;
const DRIP_MS = 50;
/** wait-for-job's default `poll-interval`: the time between two pages a poll reads. */
const POLL_INTERVAL_MS = 5_000;
/** Far more than any bound, and more than the test could send: only a reader that stops ends it. */
const HUGE_BYTES = 64 * 1024 ** 3;

vi.setConfig({ maxConcurrency: 16 });

const github = new FakeGitHub();
beforeAll(() => github.start());
afterAll(() => github.stop());

const SCENARIOS: Scenario[] = [
  startTunnelApi,
  uploadNew,
  uploadReplace,
  triggerScenario('suite'),
  waitJob,
  annotateScenario(() => github),
  runRoot,
  runPost,
];

interface Case {
  what: string;
  step: FaultStep;
  message: RegExp;
  timeoutMs: number;
  /** Requests of a main read until the step ends: a poll's count, or undefined for the retries' own. */
  pollRequests?: number;
}

const CASES: Case[] = [
  {
    what: 'an HTML sign-in page',
    step: { kind: 'html' },
    message: /not the service's API: HTTP 200 with content type text\/html instead of JSON; .*api-url/,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    pollRequests: NOT_API_LIMIT,
  },
  {
    what: `an answer dripping a byte every ${DRIP_MS} ms`,
    step: { kind: 'drip', intervalMs: DRIP_MS },
    message: new RegExp(`timed out: the answer had not ended within ${DRIP_TIMEOUT_MS / 1000} s`),
    timeoutMs: DRIP_TIMEOUT_MS,
  },
  {
    what: 'an answer of 64 GiB',
    step: { kind: 'oversize', bytes: HUGE_BYTES },
    message: /returned an answer too large to read: more than the 8.0 MiB this request accepts/,
    timeoutMs: DEFAULT_TIMEOUT_MS,
    pollRequests: 1,
  },
];

const faulted = (service: FakeService, e: Endpoint) =>
  service.seen(e.method, e.pattern).filter((r) => r.fault).length;
/** A drip is a timeout, asked again; a page or an oversized answer is an answer, asked once. */
const askedPerRequest = (c: Case) =>
  c.step !== 'pass' && typeof c.step === 'object' && c.step.kind === 'drip' ? TRANSPORT_BOUNDS.attempts : 1;

describe.concurrent.each(SCENARIOS)('$name', (scenario) => {
  const attempt = (e: Endpoint, c: Case, inPost = false) =>
    withService(async (service) => {
      service.faults.always(e.method, e.pattern, c.step);
      const run = await scenario.go(service, {
        timeoutMs: c.timeoutMs,
        betweenSteps: inPost ? undefined : () => service.faults.clear(),
      });
      return { service, run };
    });
  const note = (kase: string, outcome: string, figures: { requests?: number; waitedMs?: number } = {}) =>
    record({
      action: scenario.action,
      category: 'faults',
      case: `${scenario.name}: ${kase}`,
      outcome,
      ...figures,
    });

  for (const e of scenario.reads) {
    it.each(CASES)(`${show(e)}: $what ends the step in one line naming the endpoint`, async (c) => {
      const { service, run } = await attempt(e, c);
      expect(run.failure).toMatch(endpointPattern(e.method, e.pattern));
      expect(run.failure).toMatch(c.message);
      expect(run.failure).not.toMatch(/\n/);
      const perRequest = askedPerRequest(c);
      if (scenario.deadlineMs && c.pollRequests !== undefined) {
        // Not waited through to the deadline: the poll ends once it has read this many, with its own line.
        expect(faulted(service, e)).toBe(c.pollRequests);
        expect(run.failure).toMatch(new RegExp(`^[\\w ]+\\(${endpointPattern(e.method, e.pattern).source}`));
        expect(run.waitedMs).toBeLessThanOrEqual((c.pollRequests - 1) * POLL_INTERVAL_MS);
      } else if (scenario.deadlineMs) {
        expect(faulted(service, e) % perRequest).toBe(0);
      } else {
        expect(faulted(service, e)).toBe(perRequest);
      }
      expect(service.tunnels.running()).toEqual([]);
      note(`${show(e)}: ${c.what}`, FAULT_OUTCOMES.failed, {
        requests: faulted(service, e),
        waitedMs: run.waitedMs,
      });
    });
  }

  for (const e of scenario.sends) {
    it.each(CASES)(`${show(e)}: $what fails the step in one line and is never sent again`, async (c) => {
      const { service, run } = await attempt(e, c);
      expect(run.failure).toMatch(endpointPattern(e.method, e.pattern));
      expect(run.failure).toMatch(c.message);
      expect(service.seen(e.method, e.pattern)).toHaveLength(1);
      expect(scenario.started(service)).toBeLessThanOrEqual(1);
      expect(service.tunnels.running().length === 0 && noRunInFlight(service)).toBe(true);
      note(`${show(e)}: ${c.what}`, FAULT_OUTCOMES.sentOnce, { requests: 1 });
    });
  }

  for (const e of scenario.postCalls) {
    it.each(CASES)(
      `${show(e)} (post step): $what leaves a warning at most, never a failed job`,
      async (c) => {
        const { service, run } = await attempt(e, c, true);
        expect(run.failure).toBeUndefined();
        const warned = run.warnings.some(
          (w) => endpointPattern(e.method, e.pattern).test(w) && c.message.test(w),
        );
        expect(warned || scenario.succeeded(service, run)).toBe(true);
        note(`${show(e)}: ${c.what}`, warned ? FAULT_OUTCOMES.warned : FAULT_OUTCOMES.workedAround, {
          requests: faulted(service, e),
        });
      },
    );
  }
});

describe('polling a job', () => {
  const HOUR_MS = 3_600_000;
  const poll = (service: FakeService) => {
    const job = service.jobs.create(
      service.accounts.user.id,
      [1],
      [
        { status: 'RUNNING', afterPolls: 1 },
        { status: 'FINISHED', afterPolls: 1, success: true },
      ],
    );
    const clock = new TestClock();
    const ctx = testContext({ client: clientFor(service), clock });
    const started = clock.now();
    const outcome = pollJob(job.id, { timeoutMs: HOUR_MS, pollIntervalMs: POLL_INTERVAL_MS }, ctx);
    return { outcome, waited: () => clock.now() - started };
  };

  it(`ends an hour's wait after ${NOT_API_LIMIT} pages in a row, with the page's line`, async () => {
    await withService(async (service) => {
      service.faults.always('GET', '/v1/jobs/:id', { kind: 'html' });
      const { outcome, waited } = poll(service);
      await expect(outcome).rejects.toThrow(
        /^get job \(GET \/v1\/jobs\/\d+\) got an answer that is not the service's API/,
      );
      expect(service.seen('GET', '/v1/jobs/:id')).toHaveLength(NOT_API_LIMIT);
      expect(waited()).toBe((NOT_API_LIMIT - 1) * POLL_INTERVAL_MS);
      notePoll(`${NOT_API_LIMIT} HTML pages in a row end a 1 h wait`, FAULT_OUTCOMES.failed, waited());
    });
  });

  it('waits through pages that a real outage or an answer interrupts', async () => {
    await withService(async (service) => {
      const page: FaultStep = { kind: 'html' };
      const outage = Array<FaultStep>(TRANSPORT_BOUNDS.attempts).fill(503);
      service.faults.add('GET', '/v1/jobs/:id', page, page, ...outage, page, page, 'pass', page, page);
      const { outcome } = poll(service);
      await expect(outcome).resolves.toMatchObject({ kind: 'final', job: { status: 'FINISHED' } });
      notePoll('HTML pages between a 503 outage and answers are waited through', FAULT_OUTCOMES.survived);
    });
  });
});

function notePoll(kase: string, outcome: string, waitedMs?: number): void {
  record({
    action: 'wait-for-job',
    category: 'faults',
    case: `poll: GET /v1/jobs/:id: ${kase}`,
    outcome,
    waitedMs,
  });
}
