import { logText } from '../../text/escape.ts';
import type { Logger } from '../types.ts';
import * as runner from './commands.ts';

/**
 * The runner's log: every line of every action goes through here. Plain lines go out as they are, so
 * they pass through `logText` (text from the service or a file name could otherwise hold a workflow
 * command); debug lines and annotations are workflow commands whose data is escaped (commands.ts).
 */
export const coreLogger: Logger = {
  debug: (m) => runner.debug(m),
  info: (m) => runner.info(logText(m)),
  warning: (m, p) => runner.warning(m, p),
  error: (m, p) => runner.error(m, p),
  notice: (m, p) => runner.notice(m, p),
};
