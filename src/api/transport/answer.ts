import { StringDecoder } from 'node:string_decoder';

import type { Dispatcher } from 'undici';
import type { z } from 'zod';

import { formatBytes } from '../../text/wording.ts';
import { MAX_ANSWER_BYTES } from '../assumptions.ts';
import { failureOf, type RequestName } from './errors.ts';

/**
 * The largest successful answer a request accepts unless it says otherwise: a job with thousands of
 * errors, a page of 500 tests or a stored app's record are well below it; what is beyond is no answer
 * of the API, and reading it would only fill the runner's memory (ASSUMPTIONS.answerCap).
 */
const DEFAULT_MAX_ANSWER_BYTES = MAX_ANSWER_BYTES;
/** Of an error answer only the message is kept (500 characters, extractServerMessage): its start is enough. */
const ERROR_BODY_BYTES = 64 * 1024;

/** An answer as read: its status, its declared content type and its body, never more than its bound. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  /** Its Retry-After header, as sent. */
  retryAfter: string | undefined;
  text: string;
}

type Reading = RequestName & { maxAnswerBytes?: number | undefined };
type Parsing = RequestName & { response?: z.ZodType | undefined; emptyMeansDone?: boolean | undefined };

export const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Reads the answer's body. A success beyond its request's bound ends the request with a `too-large`
 * error, read no further (a declared length beyond it is refused unread); of an error answer the
 * start is kept and the rest dropped.
 */
export async function readAnswer(req: Reading, res: Dispatcher.ResponseData): Promise<Answer> {
  const success = isSuccess(res.statusCode);
  const limit = success ? (req.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES) : ERROR_BODY_BYTES;
  const declared = Number(headerOf(res.headers['content-length']));
  const { text, over } = await readBounded(res.body, limit, success && declared > limit);
  if (over && success) {
    const size = declared > limit ? `${formatBytes(declared)}, ` : '';
    throw failureOf(req, 'too-large', {
      meaning: `${size}more than the ${formatBytes(limit)} this request accepts`,
    });
  }
  return {
    status: res.statusCode,
    contentType: headerOf(res.headers['content-type']),
    retryAfter: headerOf(res.headers['retry-after']),
    text,
  };
}

/**
 * The body as text up to `limit` bytes; `over` when there was more, which is then left unread. Each
 * chunk is decoded as it arrives and dropped: a page of 500 tests then never sits in memory as
 * chunks, their copy in one buffer and its text at once.
 */
async function readBounded(
  body: Dispatcher.ResponseData['body'],
  limit: number,
  refuse: boolean,
): Promise<{ text: string; over: boolean }> {
  const decoder = new StringDecoder('utf8');
  let text = '';
  let size = 0;
  let over = refuse;
  if (!over) {
    for await (const chunk of body as AsyncIterable<Buffer>) {
      text += decoder.write(chunk.subarray(0, limit - size));
      size += chunk.length;
      // Leaving the loop destroys the body: the rest is never read.
      if (size > limit) {
        over = true;
        break;
      }
    }
  }
  if (over) body.destroy();
  return { text: text + decoder.end(), over };
}

/**
 * A successful answer's value: its JSON as the request's schema reads it (none: nothing). A body that
 * is neither JSON nor labelled JSON is not the service's: a proxy's sign-in page, a wrong `api-url`.
 */
export function valueOf(req: Parsing, answer: Answer): unknown {
  const empty = !answer.text.trim();
  const json = empty && req.emptyMeansDone ? { ok: true as const, value: {} } : parseJson(answer.text);
  if (!json.ok && !empty && !labelledJson(answer)) throw notTheApi(req, answer);
  if (!req.response) return undefined;
  if (!json.ok) {
    const meaning = empty ? 'the body is empty' : 'the body is not valid JSON (truncated or not JSON)';
    throw failureOf(req, 'malformed', { meaning });
  }
  const result = req.response.safeParse(json.value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = issue?.path.length ? `field "${issue.path.join('.')}"` : 'the body';
  throw failureOf(req, 'malformed', { meaning: `${at}: ${issue?.message ?? 'unexpected shape'}` });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Said to be JSON and not a markup page: broken JSON of the service, not another server's page. */
function labelledJson(answer: Answer): boolean {
  return /\bjson\b/i.test(answer.contentType ?? '') && !answer.text.trimStart().startsWith('<');
}

function notTheApi(req: RequestName, answer: Answer) {
  // The media type alone, short: the header is the answering server's text.
  const type = answer.contentType?.split(';')[0]?.trim().slice(0, 60);
  return failureOf(req, 'not-api', {
    meaning:
      `HTTP ${answer.status} with ${type ? `content type ${type}` : 'no content type'} instead of JSON; ` +
      "a proxy (its sign-in page) or an api-url that is not the service's address is the likely cause",
  });
}

function headerOf(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
