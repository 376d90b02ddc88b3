import { appendFile, stat } from 'node:fs/promises';

import type { Logger } from '../../runtime/types.ts';
import { wellFormed } from '../../text/characters.ts';

/** The step's job summary: GITHUB_STEP_SUMMARY, appended to, as well-formed text (src/text/characters.ts). */
export interface SummaryWriter {
  /** Bytes the step's summary already holds (earlier writes of the same step). */
  size(): Promise<number>;
  append(markdown: string): Promise<void>;
}

/** The summary file the runner names; without one (a run outside Actions) the summary goes to the log. */
export function stepSummaryWriter(path: string | undefined, log: Logger): SummaryWriter {
  if (!path) {
    return {
      size: async () => 0,
      append: async (markdown) =>
        log.info(`No GITHUB_STEP_SUMMARY; the summary would have been:\n${markdown}`),
    };
  }
  return {
    size: async () => {
      try {
        return (await stat(path)).size;
      } catch {
        return 0;
      }
    },
    append: (markdown) => appendFile(path, wellFormed(markdown), 'utf8'),
  };
}
