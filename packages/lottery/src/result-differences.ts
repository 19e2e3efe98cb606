/**
 * The fields where two parsed results of one format differ (`parseRawResult`'s output): the
 * maker-checker's blind re-type names them, never their values. A field is a top-level key of the
 * raw result ("first", "front3"); GLO's two front-3 and back-3 prizes are a pair whose order does not
 * matter (either one wins), so a pair differs as a whole. A leading "+" on a stock change is the
 * same figure as none.
 */
export const resultDifferences = (
  entered: Record<string, unknown>,
  typed: Record<string, unknown>,
): string[] => {
  const comparable = (value: unknown): string => {
    if (Array.isArray(value)) return JSON.stringify(value.map(String).sort());
    return typeof value === 'string' ? value.replace(/^\+/, '') : JSON.stringify(value ?? null);
  };
  // In the typed result's order (parseRawResult's, the result sheet's): a stored JSONB result has its keys re-sorted.
  const fields = [...new Set([...Object.keys(typed), ...Object.keys(entered)])];
  return fields.filter((field) => comparable(entered[field]) !== comparable(typed[field]));
};
