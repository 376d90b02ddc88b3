import { statSync } from 'node:fs';

import { HOST_PLATFORM, type Platform } from './platform.ts';

/** Java for a `.jar`: JAVA_HOME first (as setup-java sets it), then PATH. */
export function findJava(
  env: Record<string, string | undefined>,
  platform: Platform = HOST_PLATFORM,
  isFile: (path: string) => boolean = isRegularFile,
): string | undefined {
  const { path } = platform;
  const exe = platform.os === 'win32' ? 'java.exe' : 'java';
  const dirs = [
    ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, 'bin')] : []),
    ...(pathOf(env) ?? '').split(path.delimiter).filter(Boolean),
  ];
  return dirs.map((dir) => path.join(dir, exe)).find(isFile);
}

/** PATH is `Path` on Windows; object keys there keep whatever case the system gave them. */
function pathOf(env: Record<string, string | undefined>): string | undefined {
  const name = Object.keys(env).find((key) => key.toUpperCase() === 'PATH');
  return name ? env[name] : undefined;
}

function isRegularFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
