// How two tools teams use beside ours read a JUnit file: small ports of their own rules, from their
// code, so a test can feed them our files (docs/report-files.md, "What other tools make of the files").
// Ported, not copied: each keeps only what decides a test's status and the run's verdict.
import { create } from 'xmlbuilder2';

/** The part of xmlbuilder2's DOM read here (the project compiles without the DOM library). */
interface XmlNode {
  nodeType: number;
  nodeName: string;
  childNodes: ArrayLike<XmlNode>;
  getAttribute?(name: string): string | null;
}

const children = (node: XmlNode, name?: string): XmlNode[] =>
  Array.from(node.childNodes).filter((n) => n.nodeType === 1 && (!name || n.nodeName === name));

/** A test as a reader took it: its name and the status it gave it. */
export interface ReadTest {
  name: string;
  status: string;
}

/**
 * GitLab's test report (the merge request widget and the pipeline's Tests tab), gitlabhq/gitlabhq at
 * `d23f0cff3ca412a36fcefbb25dc4b36d2941a7de`:
 * - `lib/gitlab/ci/parsers/test/junit.rb`: `all_cases` takes the test cases of every `testsuite`,
 *   under one top-level `testsuites` or none, nested suites included; `create_test_case` gives a test
 *   case the status `failed` when it has a `failure` child, else `error` with an `error` child, else
 *   `skipped` with a `skipped` child, else `success` (every other child, `flakyFailure` and
 *   `system-out` among them, is ignored for the status).
 * - `lib/gitlab/ci/reports/test_suite.rb` (at `ba0f3164d55d31dedaebd6ebda6232beb2681c86`):
 *   `total_status` is `failed` when `failed_count > 0 || error_count > 0`, else `success`.
 */
export function gitLabReads(xml: string): { tests: ReadTest[]; totalStatus: 'failed' | 'success' } {
  const root = create(xml).root().node as unknown as XmlNode;
  const tests: ReadTest[] = [];
  const suites = (node: XmlNode): XmlNode[] =>
    children(node, 'testsuite').flatMap((suite) => [suite, ...suites(suite)]);
  const top =
    root.nodeName === 'testsuites'
      ? suites(root)
      : root.nodeName === 'testsuite'
        ? [root, ...suites(root)]
        : [];
  for (const suite of top)
    for (const testCase of children(suite, 'testcase')) {
      const has = (name: string) => children(testCase, name).length > 0;
      const status = has('failure')
        ? 'failed'
        : has('error')
          ? 'error'
          : has('skipped')
            ? 'skipped'
            : 'success';
      tests.push({ name: testCase.getAttribute?.('name') ?? '', status });
    }
  const count = (status: string) => tests.filter((t) => t.status === status).length;
  return { tests, totalStatus: count('failed') > 0 || count('error') > 0 ? 'failed' : 'success' };
}

/**
 * dorny/test-reporter's `java-junit` reader, dorny/test-reporter at
 * `29672c52a8220c09bd9f79b5b6cf6315f1763996`:
 * - `src/parsers/java-junit/java-junit-parser.ts`: `getTestCaseResult` is `failed` when a test case
 *   has a `failure` or an `error` child, else `skipped` with a `skipped` child, else `success`.
 * - `src/test-results.ts` and `src/main.ts`: a run is `failed` when any of its tests is, and the
 *   check run it writes concludes `failure` then (with `fail-on-error`, its default), else `success`.
 */
export function dornyReads(xml: string): { tests: ReadTest[]; conclusion: 'failure' | 'success' } {
  const root = create(xml).root().node as unknown as XmlNode;
  const suites = root.nodeName === 'testsuites' ? children(root, 'testsuite') : [root];
  const tests = suites.flatMap((suite) =>
    children(suite, 'testcase').map((testCase) => {
      const has = (name: string) => children(testCase, name).length > 0;
      const status = has('failure') || has('error') ? 'failed' : has('skipped') ? 'skipped' : 'success';
      return { name: testCase.getAttribute?.('name') ?? '', status };
    }),
  );
  return { tests, conclusion: tests.some((t) => t.status === 'failed') ? 'failure' : 'success' };
}
