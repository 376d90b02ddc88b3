import { readFileSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

import { plural } from '../text/wording.ts';

/**
 * The tests to split: one name a line, as the test runner takes them back (a spec file, a pytest node
 * ID, a test title), from a file or given as they are. Each line is trimmed (a file written on Windows
 * ends its lines with a carriage return), a blank one left out, a repeated name kept once, where it
 * first appears: the plan is a partition, every test in one leg.
 */
export interface TestList {
  names: string[];
  /** Lines that repeated a name before them, left out. */
  repeated: number;
  /** Where the names came from, for the log: the file as given, or "the input". */
  from: string;
}

/** More names than this is no list of tests of one suite; more bytes, no list of names. */
const MAX_TESTS = 100_000;
const MAX_TEST_LIST_BYTES = 16 * 1024 * 1024;

/** A list that cannot be split: no names, too many, a file that is not there. One line, naming the file. */
export class TestListError extends Error {
  override name = 'TestListError';
}

/** The names of a list's text; `from` names it in messages. */
function testListOf(text: string, from: string): TestList {
  const seen = new Set<string>();
  let repeated = 0;
  for (const line of text.replace(/^\uFEFF/, '').split(/\r?\n|\r/)) {
    const name = line.trim();
    if (!name) continue;
    if (seen.has(name)) repeated++;
    else seen.add(name);
    if (seen.size > MAX_TESTS) throw new TestListError(`${from} holds more than ${MAX_TESTS} test names`);
  }
  if (!seen.size) throw new TestListError(`${from} holds no test names (one a line)`);
  return { names: [...seen], repeated, from };
}

/** The names the file holds; `given` is the path as the user wrote it, relative to `base`. */
export function readTestFile(given: string, base: string): TestList {
  const path = isAbsolute(given) ? given : resolve(base, given);
  let size: number;
  try {
    const found = statSync(path);
    if (!found.isFile()) throw new TestListError(`${given} is not a file`);
    size = found.size;
  } catch (error) {
    if (error instanceof TestListError) throw error;
    throw new TestListError(`found no file ${given} (relative to ${base})`);
  }
  if (size > MAX_TEST_LIST_BYTES)
    throw new TestListError(`${given} holds ${size} bytes, more than ${MAX_TEST_LIST_BYTES}`);
  return testListOf(readFileSync(path, 'utf8'), given);
}

/**
 * The `tests` input: one line that names a file of the workspace is that file's list; anything else
 * (several lines, or one that names no file) is the names themselves.
 */
export function readTestsInput(value: string, workspace: string): TestList {
  const text = value.trim();
  if (!/[\r\n]/.test(text)) {
    const path = isAbsolute(text) ? text : resolve(workspace, text);
    let isFile = false;
    try {
      isFile = statSync(path).isFile();
    } catch {
      // No such file: the line is a test's name.
    }
    if (isFile) return readTestFile(text, workspace);
  }
  return testListOf(text, 'the input');
}

/** "212 tests from tests.txt (3 repeated names left out)". */
export function listLine(list: TestList): string {
  const repeats = list.repeated ? ` (${plural(list.repeated, 'repeated name')} left out)` : '';
  return `${plural(list.names.length, 'test')} to split from ${list.from}${repeats}.`;
}
