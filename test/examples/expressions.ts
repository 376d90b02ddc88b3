// `${{ }}` as GitHub evaluates it, with GitHub's own expression engine (@actions/expressions): the
// workflow parser (@actions/workflow-parser) leaves every expression of a workflow as a token holding
// its text (a string with expressions inside becomes `format('…{0}…', …)`), which this evaluates
// against the contexts of the place it stands in, and the status functions of that place.
import type { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';

import { allowGitHubPackageJson } from '../../scripts/github-packages.ts';

type Expressions = typeof import('@actions/expressions');
type Tokens = typeof import('@actions/workflow-parser/templates/tokens/type-guards');
type ExpressionData = import('@actions/expressions').data.ExpressionData;

/** The contexts a workflow's expressions may read (docs.github.com, "Contexts"). */
export const CONTEXT_NAMES = [
  'github',
  'env',
  'vars',
  'secrets',
  'needs',
  'strategy',
  'matrix',
  'steps',
  'job',
  'runner',
  'inputs',
] as const;
export type Contexts = Partial<Record<(typeof CONTEXT_NAMES)[number], unknown>>;

/** success(), failure(), always() and cancelled(), as the place (a job, a step) answers them. */
export interface Status {
  success: boolean;
  failure: boolean;
  cancelled: boolean;
}

let loaded: Promise<{ expressions: Expressions; tokens: Tokens }> | undefined;

/** GitHub's expression engine and the parser's token guards, loaded once. */
export function loadEngine(): Promise<{ expressions: Expressions; tokens: Tokens }> {
  loaded ??= (async () => {
    allowGitHubPackageJson();
    const [expressions, tokens] = await Promise.all([
      import('@actions/expressions'),
      import('@actions/workflow-parser/templates/tokens/type-guards'),
    ]);
    return { expressions, tokens };
  })();
  return loaded;
}

/** One expression's value, as GitHub's evaluator gives it. */
async function evaluateData(expression: string, contexts: Contexts, status: Status): Promise<ExpressionData> {
  const { expressions } = await loadEngine();
  const { Lexer, Parser, Evaluator, data } = expressions;
  const statusFunctions = Object.entries({
    success: status.success,
    failure: status.failure,
    cancelled: status.cancelled,
    always: true,
  });
  const infos = statusFunctions.map(([name]) => ({ name, minArgs: 0, maxArgs: 0 }));
  const parsed = new Parser(new Lexer(expression).lex().tokens, [...CONTEXT_NAMES], infos).parse();
  const context = JSON.parse(JSON.stringify(contexts), data.reviver) as InstanceType<typeof data.Dictionary>;
  const functions = new Map(
    statusFunctions.map(([name, value]) => [
      name,
      { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(value) },
    ]),
  );
  return new Evaluator(parsed, context, functions).evaluate();
}

/** An expression's value as plain JSON. */
export async function evaluate(expression: string, contexts: Contexts, status: Status): Promise<unknown> {
  const { expressions } = await loadEngine();
  return plain(await evaluateData(expression, contexts, status), expressions);
}

/** Whether an `if:` holds: its expression's value is truthy, as GitHub reads it. */
export async function holds(expression: string, contexts: Contexts, status: Status): Promise<boolean> {
  const { expressions } = await loadEngine();
  const value = await evaluateData(expression, contexts, status);
  const { Kind } = expressions.data;
  switch (value.kind) {
    case Kind.Null:
      return false;
    case Kind.Boolean:
      return value.coerceString() === 'true';
    case Kind.Number:
      return value.number() !== 0 && !Number.isNaN(value.number());
    case Kind.String:
      return value.coerceString() !== '';
    default:
      return true;
  }
}

function plain(value: ExpressionData, expressions: Expressions): unknown {
  return JSON.parse(JSON.stringify(value, expressions.data.replacer)) as unknown;
}

/**
 * A token's value as plain JSON: a literal as written, an expression evaluated, a mapping or a
 * sequence item by item.
 */
export async function valueOf(token: TemplateToken, contexts: Contexts, status: Status): Promise<unknown> {
  const { tokens } = await loadEngine();
  if (tokens.isBasicExpression(token)) return evaluate(token.expression, contexts, status);
  if (tokens.isMapping(token)) {
    const object: Record<string, unknown> = {};
    for (const { key, value } of token)
      object[String(await valueOf(key, contexts, status))] = await valueOf(value, contexts, status);
    return object;
  }
  if (tokens.isSequence(token)) {
    const items: unknown[] = [];
    for (const item of token) items.push(await valueOf(item, contexts, status));
    return items;
  }
  if (tokens.isString(token) || tokens.isNumber(token) || tokens.isBoolean(token)) return token.value;
  return null;
}

/**
 * A token's value as the string a step receives (an input, a variable, a script): an expression's
 * value coerced as GitHub coerces it (null as empty, true as `true`, an object as `Object`).
 */
export async function textOf(token: TemplateToken, contexts: Contexts, status: Status): Promise<string> {
  const { tokens } = await loadEngine();
  if (tokens.isBasicExpression(token))
    return (await evaluateData(token.expression, contexts, status)).coerceString();
  if (tokens.isString(token)) return token.value;
  if (tokens.isNumber(token) || tokens.isBoolean(token)) return String(token.value);
  return '';
}

/** A mapping token (`env:`, `with:`, `outputs:`) as names and strings; none: empty. */
export async function textsOf(
  mapping: TemplateToken | undefined,
  contexts: Contexts,
  status: Status,
): Promise<Record<string, string>> {
  const { tokens } = await loadEngine();
  const texts: Record<string, string> = {};
  if (!mapping || !tokens.isMapping(mapping)) return texts;
  for (const { key, value } of mapping)
    texts[String(await valueOf(key, contexts, status))] = await textOf(value, contexts, status);
  return texts;
}
