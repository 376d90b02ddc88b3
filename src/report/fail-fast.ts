import type { BaseReport } from './history/base/lookup.ts';
import { quarantineCauses } from './history/quarantine.ts';
import { includes } from './history/sorted-keys.ts';
import type { EvidenceOptions } from './types.ts';
import { testKey } from './value/compact.ts';
import { inForce } from './value/quarantine.ts';
import type { ReportEntry } from './value/types.ts';

/**
 * What a failure counts for `max-failures` as it comes (src/codeless/early-stop.ts): whether it fails
 * the step as the report will judge it. Not under `fail-on: nothing` (`fail-on-failure: false`); not
 * a quarantined test (the file's entries in force at `now`, `auto-quarantine` over the base's window);
 * under `fail-on: new-failures`, not a test that failed on the base too (when there is a base to say).
 */
export function failureCounter(
  evidence: EvidenceOptions | undefined,
  base: BaseReport | undefined,
  now: number,
): (entry: ReportEntry) => boolean {
  if (evidence?.failOn === 'nothing') return () => false;
  const digest = base && 'digest' in base ? base.digest : undefined;
  const setting = evidence?.quarantine;
  const quarantined =
    setting && (setting.list || setting.auto)
      ? quarantineCauses(setting, {
          active: setting.list ? inForce(setting.list, now).active : [],
          window: digest?.window,
        })
      : () => undefined;
  const failedThere = evidence?.failOn === 'new-failures' ? digest?.keys.failed : undefined;
  return (entry) => !quarantined(entry) && !(failedThere && includes(failedThere, testKey(entry)));
}
