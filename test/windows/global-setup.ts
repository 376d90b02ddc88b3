// Before the Windows leg's tests: the prefix's Wine server kept running for the whole run, its own
// programs (services.exe, explorer.exe) started once with a clean environment, so no step pays for a
// cold start (about 1 s) and no step's variables live on in Wine's processes; stopped at the end.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { READY_FILE, WINDOWS_NODE, WINE_ENV, WINE_LOADER } from './wine.ts';

const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...WINE_ENV };

export function setup(): () => void {
  if (!existsSync(READY_FILE))
    throw new Error(
      'The Windows leg needs Wine and the Windows Node: run `node test/windows/setup.ts` first.',
    );
  // The set-up's last check may leave its server lingering (3 s by default); a second server on the
  // prefix would exit 2, so wait for that one to end before starting the one kept for the run.
  execFileSync('wineserver', ['-w'], { env, stdio: 'ignore' });
  execFileSync('wineserver', ['-p'], { env, stdio: 'ignore' });
  execFileSync(WINE_LOADER, [WINDOWS_NODE, '-e', '0'], { env, stdio: 'ignore' });
  return () => execFileSync('wineserver', ['-k'], { env, stdio: 'ignore' });
}
