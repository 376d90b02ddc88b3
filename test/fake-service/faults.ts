/** One thing done to one matching request, instead of (or before) the normal answer. */
export type Fault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'delay'; ms: number }
  | { kind: 'reset' }
  | { kind: 'reset-during-body'; afterBytes: number }
  | { kind: 'stall-during-body'; afterBytes: number }
  | { kind: 'malformed'; status?: number }
  | { kind: 'truncated' }
  /** The route acts on the request, then the connection drops instead of the answer: a lost answer. */
  | { kind: 'drop-answer' }
  /** The route acts on the request at once; its answer comes `ms` later: a slow create. */
  | { kind: 'late-answer'; ms: number }
  /** The route acts on the request; a success is answered with its status but no body. */
  | { kind: 'empty-answer' }
  | { kind: 'hang' }
  /** A 200 head at once, then one byte of body every `intervalMs`, never ending. */
  | { kind: 'drip'; intervalMs: number }
  /** A 200 JSON body of `bytes`, streamed; `declared` sends its Content-Length (else chunked). */
  | { kind: 'oversize'; bytes: number; declared?: boolean }
  /** An HTML sign-in page, as a proxy or a wrong api-url answers (200 unless `status`). */
  | { kind: 'html'; status?: number };

/** `'pass'` lets one request through untouched, so sequences like [503, pass, 503] can be built. */
export type FaultStep = Fault | number | 'pass';

interface Rule {
  method: string | undefined;
  segments: string[];
  steps: FaultStep[];
  /** Repeat the last step forever (a persistent failure). */
  sticky: boolean;
}

/**
 * Per-route fault injection: each request that matches a rule takes that rule's next step; a bare
 * number is a status answer. Patterns use `:param` segments like the routes (`/v1/tunnel/:id`).
 */
export class FaultInjector {
  private rules: Rule[] = [];

  /** The next matching requests take these steps, one each, then the route answers normally again. */
  add(method: string | undefined, pattern: string, ...steps: FaultStep[]): void {
    this.rules.push({ method, segments: split(pattern), steps, sticky: false });
  }

  /** Every matching request takes this step until `clear()`. */
  always(method: string | undefined, pattern: string, step: FaultStep): void {
    this.rules.push({ method, segments: split(pattern), steps: [step], sticky: true });
  }

  clear(): void {
    this.rules = [];
  }

  take(method: string, path: string): Fault | undefined {
    const parts = split(path);
    const rule = this.rules.find(
      (r) =>
        r.steps.length &&
        (!r.method || r.method === method) &&
        r.segments.length === parts.length &&
        r.segments.every((s, i) => s.startsWith(':') || s === '*' || s === parts[i]),
    );
    if (!rule) return undefined;
    const step = rule.sticky ? rule.steps[0] : rule.steps.shift();
    if (step === undefined || step === 'pass') return undefined;
    return typeof step === 'number' ? { kind: 'status', status: step } : step;
  }
}

function split(path: string): string[] {
  return path.split('/').filter(Boolean);
}
