// Preloaded with `node --import` into a process the benchmark measures: at exit it writes the process's
// peak resident set size in bytes to the file named by BENCH_PEAK_RSS_FILE. On Linux that is VmHWM from
// /proc/self/status, the high-water mark of this process's own memory. Not getrusage's ru_maxrss: Linux
// carries it over exec, so a child forked from a large parent would report the parent's size.
// Plain JavaScript, so loading it costs no TypeScript stripping.
import { readFileSync, writeFileSync } from 'node:fs';

const out = process.env.BENCH_PEAK_RSS_FILE;

function peakBytes() {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync('/proc/self/status', 'utf8'));
    if (match) return Number(match[1]) * 1024;
  } catch {
    // not Linux: fall back below
  }
  return process.resourceUsage().maxRSS * 1024;
}

if (out) {
  process.on('exit', () => {
    writeFileSync(out, String(peakBytes()));
  });
}
