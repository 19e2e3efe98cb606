import type { TestNode } from './build-test-app';

type Built = TestNode['modules'];
type ApiOf<N extends keyof Built> = NonNullable<Built[N]> extends { api: infer A } ? A : never;

/**
 * The api of a module the test app (or another node) built (`moduleApi(t, 'lottery').settlement`);
 * throws if it was not asked for.
 */
export const moduleApi = <N extends keyof Built>(t: Pick<TestNode, 'modules'>, name: N): ApiOf<N> => {
  const built = t.modules[name] as { api: ApiOf<N> } | undefined;
  if (!built) throw new Error(`module ${String(name)} was not built: add it to buildTestApp's modules`);
  return built.api;
};
