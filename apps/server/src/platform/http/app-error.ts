import { type ErrorName, errorCatalogue, errorMessage } from '@chokdee/contracts';

/**
 * The one way a service reports a failure the member should see. The error handler turns it into
 * the envelope with the catalogue's HTTP status, numeric code and Thai message.
 */
export class AppError extends Error {
  readonly errorName: ErrorName;
  readonly httpStatus: number;
  readonly code: number;
  readonly data: unknown;

  constructor(
    errorName: ErrorName,
    options: { params?: Record<string, string | number>; data?: unknown; message?: string } = {},
  ) {
    super(options.message ?? errorMessage(errorName, options.params));
    this.name = 'AppError';
    this.errorName = errorName;
    this.httpStatus = errorCatalogue[errorName].http;
    this.code = errorCatalogue[errorName].code;
    this.data = options.data ?? null;
  }
}

/** A validation failure on one field, raised by a service with the field's own Thai message. */
export const fieldError = (field: string, message: string): AppError =>
  new AppError('VALIDATION_FAILED', { message, data: { field, issues: [{ field, message }] } });

/** A catalogue error that concerns one form field: `data.field` names it so the form can mark it. */
export const fieldAppError = (errorName: ErrorName, field: string): AppError => {
  const message = errorMessage(errorName);
  return new AppError(errorName, { data: { field, issues: [{ field, message }] } });
};
