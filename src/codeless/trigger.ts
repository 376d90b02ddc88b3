import { ServiceError, withHint } from '../api/transport/errors.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { waitForCapacity } from './capacity.ts';
import { describeTarget, type TriggerTarget } from './target.ts';

export interface TriggerOptions {
  /** Seconds to wait for a free VM session first (waitForCapacity); 0 triggers at once. */
  waitForCapacitySeconds?: number;
  /** Called just before the trigger is sent (after any wait): from then on, runs may have started. */
  beforeSend?: () => void;
}

/**
 * Starts the target's runs and returns the job to poll, after waiting for a free session if asked. The
 * POST goes out once (the transport never repeats it), so an answer that got lost leaves the runs
 * possibly started but never started twice. A cancel during the wait sends nothing.
 */
export async function trigger(
  target: TriggerTarget,
  ctx: ServiceContext,
  options: TriggerOptions = {},
): Promise<number> {
  const { lab, labsuites } = ctx.client;
  await waitForCapacity((options.waitForCapacitySeconds ?? 0) * 1000, ctx);
  ctx.signal.throwIfAborted();
  options.beforeSend?.();
  let jobId: number;
  try {
    const ack =
      target.kind === 'suite'
        ? await labsuites.trigger(target.id)
        : target.kind === 'test'
          ? await lab.trigger(target.id)
          : await lab.triggerAll({ url: target.url });
    jobId = ack.job_id;
  } catch (error) {
    if (error instanceof ServiceError && mayHaveStarted(error))
      throw new Error(
        withHint(
          error,
          "A trigger is never sent twice, so nothing runs twice; if this one reached the service, its runs started: check the service's dashboard.",
        ),
        { cause: error },
      );
    throw error;
  }
  ctx.log.info(`Triggered ${describeTarget(target)}: job ${jobId}.`);
  return jobId;
}

/**
 * Whether a trigger that failed was turned away (a 4xx answer) and so started nothing: the post step
 * then has nothing of it to stop. Any other failure may have started runs.
 */
export function turnedAway(error: unknown): boolean {
  return error instanceof ServiceError && error.kind === 'http' && (error.status ?? 500) < 500;
}

/**
 * No answer, an unreadable, oversized or foreign one, or a server error: the service may have acted on
 * the request.
 */
function mayHaveStarted(error: ServiceError): boolean {
  return (
    error.kind === 'network' ||
    error.kind === 'timeout' ||
    error.kind === 'malformed' ||
    error.kind === 'too-large' ||
    error.kind === 'not-api' ||
    (error.status !== undefined && error.status >= 500)
  );
}
