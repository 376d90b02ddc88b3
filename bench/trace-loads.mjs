// Preloaded with `node --import` into an entry in the cold-start benchmark's untimed diagnostic pass:
// records every file Node loads until the entry's first request to the service (CLOUDTEST_API_URL),
// as seen on undici's diagnostics channel, and writes them as JSON into BENCH_TRACE_DIR.
import { subscribe } from 'node:diagnostics_channel';
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = process.env.BENCH_TRACE_DIR;
const service = process.env.CLOUDTEST_API_URL ? new URL(process.env.CLOUDTEST_API_URL).origin : undefined;
const loaded = [];
let done = false;

if (dir && service) {
  registerHooks({
    load(url, context, nextLoad) {
      const result = nextLoad(url, context);
      if (!done && url.startsWith('file:')) {
        const source = result.source ?? '';
        const bytes = typeof source === 'string' ? Buffer.byteLength(source) : source.byteLength;
        loaded.push({ file: fileURLToPath(url), bytes });
      }
      return result;
    },
  });
  subscribe('undici:request:create', ({ request }) => {
    if (done || new URL(request.origin).origin !== service) return;
    done = true;
    const entry = process.argv[1] ?? 'unknown';
    writeFileSync(join(dir, `${process.pid}.json`), JSON.stringify({ entry, loaded }));
  });
}
