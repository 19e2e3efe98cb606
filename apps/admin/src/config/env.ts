/**
 * The only place that reads `import.meta.env`. The back office works on one operator's site: the
 * same `x-operator` the member app sends (VITE_OPERATOR, default `demo`).
 */
const OPERATOR_KEY = /^[a-z0-9][a-z0-9-]{0,62}$/;

const readOperator = (value: unknown): string => {
  if (value === undefined || value === '') return 'demo';
  if (typeof value !== 'string' || !OPERATOR_KEY.test(value.trim())) {
    throw new Error(`Bad admin environment: VITE_OPERATOR must be an operator key, got ${String(value)}`);
  }
  return value.trim();
};

export const env = { operator: readOperator(import.meta.env.VITE_OPERATOR) } as const;
