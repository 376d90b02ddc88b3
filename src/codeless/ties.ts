import { codelessIdOf, codelessNameOf } from '../api/lab.ts';
import { collectPages } from '../api/transport/pagination.ts';
import type { ServiceContext } from '../runtime/service-context.ts';
import { describeTarget, type TriggerTarget } from './target.ts';

/**
 * Each failed test's Codeless test by its name, where certain (ASSUMPTIONS.failureToCodelessTest): a
 * test triggered alone is the one every failure came from; otherwise the one test of the target's own
 * list whose name equals the failure's test name. `uncertain` says why for each name not tied
 * (`"Checkout": 2 Codeless tests of … bear that name, so which one failed is not certain`).
 */
export async function tieNames(
  names: ReadonlySet<string>,
  target: TriggerTarget,
  ctx: ServiceContext,
): Promise<{ ties: Map<string, number>; uncertain: string[] }> {
  const ties = new Map<string, number>();
  const uncertain: string[] = [];
  if (!names.size) return { ties, uncertain };
  if (target.kind === 'test') {
    for (const name of names) ties.set(name, target.id);
    return { ties, uncertain };
  }
  const { lab, labsuites } = ctx.client;
  const records =
    target.kind === 'suite'
      ? await collectPages((page) => labsuites.tests(target.id, page))
      : await collectPages((page) => lab.list(page));
  for (const name of names) {
    const ids = records.filter((r) => codelessNameOf(r) === name).map(codelessIdOf);
    const id = ids[0];
    if (ids.length === 1 && id !== undefined) ties.set(name, id);
    else
      uncertain.push(
        `"${name}": ${ids.length ? `${ids.length} Codeless tests` : 'no Codeless test'} of ${describeTarget(target)} ${ids.length ? 'bear' : 'bears'} that name, so which one failed is not certain`,
      );
  }
  return { ties, uncertain };
}
