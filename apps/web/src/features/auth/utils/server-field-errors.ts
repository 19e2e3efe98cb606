import { validationErrorDataSchema } from '@chokdee/contracts';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';

/**
 * The per-field messages of an answer that names its fields (`data: { field, issues }`): a 400
 * validation failure, or a rule about one field (e.g. 422 REFERRAL_CODE_UNKNOWN); empty otherwise.
 */
export const serverFieldIssues = (error: unknown): Array<{ field: string; message: string }> => {
  if (!(error instanceof ApiError)) return [];
  const parsed = validationErrorDataSchema.safeParse(error.data);
  if (!parsed.success) return [];
  const { field, issues } = parsed.data;
  return issues.length > 0 ? issues : [{ field, message: error.message }];
};

/**
 * Puts the server's validation messages on the form fields they name (the first message per
 * field), for the fields this form shows. Returns whether any field got one. The API client has
 * already shown the toast.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  const shown = new Set<string>();
  for (const { field, message } of serverFieldIssues(error)) {
    const name = fields.find((candidate) => candidate === field);
    if (!name || shown.has(name)) continue;
    shown.add(name);
    setError(name, { type: 'server', message }, { shouldFocus: shown.size === 1 });
  }
  return shown.size > 0;
};
