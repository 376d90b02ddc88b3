import { formatSeconds, plural } from '../../text/wording.ts';
import type { SessionTime } from '../value/sessions.ts';
import type { DigestSessions } from './digest/model.ts';
import type { TextForm } from './text-form.ts';

/**
 * What a run's sessions cost, in a sentence the summaries show beside the test time: the session
 * time (what the service bills: every session's duration, retries and re-runs included, VMs and
 * physical devices apart), against the base's figure, and what stopping early (`max-failures`) saved
 * against a base run that ran every test. The test time stays the suite's speed.
 */
export function sessionText(
  sessions: SessionTime | undefined,
  at: { base?: DigestSessions; branch: string; stoppedAfter?: string },
  form: TextForm,
): string {
  if (!sessions?.sessions) return '';
  const ms = (seconds: number) => seconds * 1000;
  const kinds = [
    sessions.vmSeconds || !sessions.deviceSeconds
      ? `${formatSeconds(ms(sessions.vmSeconds))} of VM time`
      : '',
    sessions.deviceSeconds ? `${formatSeconds(ms(sessions.deviceSeconds))} of physical-device time` : '',
  ].filter(Boolean);
  const spent = ms(sessions.vmSeconds + sessions.deviceSeconds);
  const parts = [kinds.join(' and ')];
  if (sessions.rerunOf !== undefined)
    parts.push(`all of it running again attempt ${sessions.rerunOf}'s failures`);
  else if (sessions.retrySeconds) parts.push(`${formatSeconds(ms(sessions.retrySeconds))} of it retries`);
  const sentence = [parts.join(', '), against(spent, at, form)].filter(Boolean).join('; ');
  const notes = [
    sessions.untold
      ? `${plural(sessions.untold, 'session')} did not say whether ${sessions.untold === 1 ? 'it' : 'they'} ran on a VM or a device: counted as VM time.`
      : '',
    sessions.untimed
      ? `${plural(sessions.untimed, 'session')} without a known duration ${sessions.untimed === 1 ? 'is' : 'are'} not counted.`
      : '',
  ].filter(Boolean);
  return [
    `${form.strong('Session time:')} ${sentence}. What the service bills: every session's duration, retries and re-runs included.`,
    ...notes,
  ].join(' ');
}

/** Against the base's session time; for a run stopped early, what stopping saved against a whole run. */
function against(
  spent: number,
  at: { base?: DigestSessions; branch: string; stoppedAfter?: string },
  form: TextForm,
): string {
  const { base, branch, stoppedAfter } = at;
  const there = base ? base.vmMs + base.deviceMs : undefined;
  const on = form.text(branch);
  if (stoppedAfter) {
    if (there !== undefined && !base?.stopped && there > spent)
      return `${formatSeconds(there - spent)} saved by stopping after ${form.text(stoppedAfter)} (the run on ${on} took ${formatSeconds(there)})`;
    return `stopped after ${form.text(stoppedAfter)}: what that saved shows against a run on ${on} that ran every test`;
  }
  if (there === undefined) return '';
  return timeAgainst(spent, there, on);
}

/** "+1m 5s against main (10m)": a time (ms) against the base's, `on` the base's branch as text. */
export const timeAgainst = (here: number, there: number, on: string): string =>
  `${here >= there ? '+' : '−'}${formatSeconds(Math.abs(here - there))} against ${on} (${formatSeconds(there)})`;
