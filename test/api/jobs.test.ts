import { describe, expect, it } from 'vitest';

import { jobErrorDetail } from '../../src/api/records.ts';
import { clientFor, useFakeService } from '../support/service.ts';

const service = useFakeService();
const user = service.accounts.user;
describe('jobs API', () => {
  it('follows a job QUEUED → RUNNING → FINISHED, success null until FINISHED', async () => {
    const job = service.jobs.create(
      user.id,
      [1, 2],
      [
        { status: 'RUNNING', afterPolls: 1 },
        {
          status: 'FINISHED',
          afterPolls: 2,
          success: false,
          errors: [{ step: 2, browser: 'chrome', time: 'x' }],
        },
      ],
    );
    const client = clientFor(service);
    const seen = [];
    for (let i = 0; i < 3; i++) seen.push(await client.jobs.get(job.id));
    expect(seen.map((j) => [j.status, j.success])).toEqual([
      ['RUNNING', null],
      ['RUNNING', null],
      ['FINISHED', false],
    ]);
    expect(seen[2]?.errors).toEqual([{ step: 2, browser: 'chrome', time: 'x' }]);
  });

  it('ends FAILED with success still null', async () => {
    const job = service.jobs.create(user.id, [], [{ status: 'FAILED' }]);
    await expect(clientFor(service).jobs.get(job.id)).resolves.toMatchObject({
      status: 'FAILED',
      success: null,
    });
  });

  it('moves by time on the service clock, for a long job polled rarely', async () => {
    const job = service.jobs.create(
      user.id,
      [],
      [
        { status: 'RUNNING', afterMs: 0 },
        { status: 'FINISHED', afterMs: 600_000, success: true },
      ],
    );
    const client = clientFor(service);
    expect((await client.jobs.get(job.id)).status).toBe('RUNNING');
    service.clock.advance(599_000);
    expect((await client.jobs.get(job.id)).status).toBe('RUNNING');
    service.clock.advance(1_000);
    expect((await client.jobs.get(job.id)).status).toBe('FINISHED');
  });

  it("names another account's job as not found", async () => {
    const job = service.jobs.create(service.accounts.admin.id, []);
    await expect(clientFor(service).jobs.get(job.id)).rejects.toThrow(
      `get job (GET /v1/jobs/${job.id}) failed with HTTP 404: no such job.`,
    );
  });

  it('reads failure details leniently, whatever their types', () => {
    expect(
      jobErrorDetail({
        test_id: 7,
        test_name: 'Login',
        step: 3,
        browser: 'chrome 120',
        time: 12.5,
        message: 'no #buy',
      }),
    ).toEqual({
      testId: 7,
      testName: 'Login',
      step: '3',
      browser: 'chrome 120',
      time: '12.5',
      message: 'no #buy',
    });
    expect(
      jobErrorDetail({ step: 'click #buy', browser: { name: 'firefox', version: 121 }, error: 'x' }),
    ).toEqual({
      testId: undefined,
      testName: undefined,
      step: 'click #buy',
      browser: 'firefox 121',
      time: undefined,
      message: 'x',
    });
    expect(jobErrorDetail({ step: null, browser: [], test_id: 'abc' })).toEqual({
      testId: undefined,
      testName: undefined,
      step: undefined,
      browser: undefined,
      time: undefined,
      message: undefined,
    });
    // A test ID is a whole number or its digits, nothing around them.
    expect(['12', ' 12 ', 'x7', '7x', 7.5].map((test_id) => jobErrorDetail({ test_id }).testId)).toEqual([
      12,
      12,
      undefined,
      undefined,
      undefined,
    ]);
    expect(jobErrorDetail({ browser: { browser: 'safari', platform: 'MAC' } }).browser).toBe('safari MAC');
  });
});
