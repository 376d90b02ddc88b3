// Whether a pinning test runs, as far as its file's syntax tells: the tests of a title, and for each
// whether vitest would skip it. What counts (docs/mutation.md, "What a pin is"):
//
// - the test is `it(…)` or `test(…)` with its title written as a plain string, and modified at most by
//   `.concurrent` or `.sequential`: not `.skip`, `.todo`, `.fails` (which passes when it fails),
//   `.skipIf`/`.runIf` (a condition read only when it runs), `.each`/`.for` (titles made per case),
//   `.extend` or anything else;
// - it has its test function, written in place (without one it is a todo), and that function does not
//   call its context's `skip`;
// - its options, if any, are written in place and set only `timeout`, `retry`, `repeats`,
//   `concurrent`, `sequential` or `meta` (`skip`, `todo`, `fails`, `only`, `tags` can keep it from
//   running, or from failing);
// - it stands at the top of its file or directly in the function of a `describe` (or `suite`) that
//   counts by the same rules (with `.shuffle` allowed too), and so on up to the file: not inside an
//   `if`, a loop or a helper function, which may not define it;
// - its file has no `.only` anywhere, which would skip every test without one (and fails a CI run).
import ts from 'typescript';

/** A test of the title: its source text, and why it would not run (undefined: it runs). */
export interface TestFound {
  text: string;
  skipped: string | undefined;
}

const TESTS = new Set(['it', 'test']);
const SUITES = new Set(['describe', 'suite']);
const TEST_MODIFIERS = new Set(['concurrent', 'sequential']);
const SUITE_MODIFIERS = new Set([...TEST_MODIFIERS, 'shuffle']);
const HARMLESS_OPTIONS = new Set(['timeout', 'retry', 'repeats', 'concurrent', 'sequential', 'meta']);

/** `it.concurrent.skipIf(x)` as its root name and its modifiers, in order. */
function chainOf(callee: ts.Expression): { root: string; modifiers: string[] } | undefined {
  const modifiers: string[] = [];
  let node = callee;
  for (;;) {
    if (ts.isIdentifier(node)) return { root: node.text, modifiers: modifiers.reverse() };
    if (ts.isPropertyAccessExpression(node)) {
      modifiers.push(node.name.text);
      node = node.expression;
    } else if (ts.isCallExpression(node)) node = node.expression;
    else return undefined;
  }
}

const isFunction = (node: ts.Node | undefined): node is ts.ArrowFunction | ts.FunctionExpression =>
  !!node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

const isTitle = (node: ts.Node | undefined): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  !!node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node));

/** Why the arguments after the title keep a test or describe from running, or undefined. */
function argumentsProblem(call: ts.CallExpression): string | undefined {
  const rest = call.arguments.slice(1);
  const fn = rest.find(isFunction);
  if (!fn) return 'has no function written in place';
  for (const arg of rest) {
    if (arg === fn || ts.isNumericLiteral(arg)) continue;
    const named = ts.isObjectLiteralExpression(arg)
      ? arg.properties.map((p) =>
          (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name)
            ? p.name.text
            : undefined,
        )
      : [undefined];
    if (named.includes(undefined)) return 'has options not written in place';
    const risky = named.filter((name) => name !== undefined && !HARMLESS_OPTIONS.has(name));
    if (risky.length) return `sets ${risky.map((n) => `\`${n}\``).join(', ')} in its options`;
  }
  return undefined;
}

/** Why a test's function can skip it: it calls its context's `skip`. */
function skipsItself(fn: ts.ArrowFunction | ts.FunctionExpression): boolean {
  const context = fn.parameters[0]?.name;
  if (!context) return false;
  if (ts.isObjectBindingPattern(context))
    return context.elements.some((e) => (e.propertyName ?? e.name).getText() === 'skip');
  if (!ts.isIdentifier(context)) return true;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === context.text &&
      node.name.text === 'skip'
    )
      found = true;
    else ts.forEachChild(node, visit);
  };
  if (fn.body) visit(fn.body);
  return found;
}

/** Why the describes around a test (or its place among them) keep it from running, or undefined. */
function placeProblem(call: ts.CallExpression): string | undefined {
  let node: ts.Node = call;
  for (;;) {
    const statement = node.parent;
    if (!statement || !ts.isExpressionStatement(statement)) return 'is not a statement of its own';
    const holder = statement.parent;
    if (ts.isSourceFile(holder)) return undefined;
    const fn = ts.isBlock(holder) ? holder.parent : undefined;
    const suite = fn?.parent;
    if (!isFunction(fn) || !suite || !ts.isCallExpression(suite) || !suite.arguments.includes(fn))
      return 'is defined inside a block that may not run it (an `if`, a loop, a helper function)';
    const chain = chainOf(suite.expression);
    if (!chain || !SUITES.has(chain.root)) return 'is defined inside a call that is no describe';
    const modifier = chain.modifiers.find((m) => !SUITE_MODIFIERS.has(m));
    if (modifier) return `is inside a describe marked \`.${modifier}\``;
    const problem = argumentsProblem(suite);
    if (problem) return `is inside a describe that ${problem}`;
    node = suite;
  }
}

/** Whether the file has an `.only` on a test or a describe. */
function hasOnly(file: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const chain = chainOf(node.expression);
      if (chain && (TESTS.has(chain.root) || SUITES.has(chain.root)) && chain.modifiers.includes('only'))
        found = true;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every test of the file titled `title`, each with why it would not run. */
export function testsTitled(source: string, title: string): TestFound[] {
  const file = ts.createSourceFile('pin.test.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const only = hasOnly(file);
  const found: TestFound[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const chain = chainOf(node.expression);
      const [first] = node.arguments;
      if (chain && TESTS.has(chain.root) && isTitle(first) && first.text === title) {
        found.push({ text: node.getText(file), skipped: whySkipped(node, chain.modifiers, only) });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function whySkipped(call: ts.CallExpression, modifiers: string[], only: boolean): string | undefined {
  const modifier = modifiers.find((m) => !TEST_MODIFIERS.has(m));
  if (modifier) return `is marked \`.${modifier}\``;
  const problem = argumentsProblem(call);
  if (problem) return problem;
  const fn = call.arguments.slice(1).find(isFunction);
  if (fn && skipsItself(fn)) return "can skip itself (its context's `skip`)";
  if (only) return 'is in a file with an `.only`, which skips every test without one';
  return placeProblem(call);
}
