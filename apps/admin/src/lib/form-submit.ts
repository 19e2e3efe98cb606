import type { BaseSyntheticEvent, FormEvent } from 'react';

/**
 * A form's `onSubmit` from react-hook-form's `handleSubmit(…)` around a mutation. A refusal is shown
 * from the mutation's `error` (in the dialog or beside the form), so its rejected promise is dropped
 * here, in one place, instead of surfacing as an unhandled rejection.
 */
export const formSubmit =
  (submit: (event?: BaseSyntheticEvent) => Promise<void>) =>
  (event: FormEvent<HTMLFormElement>): void => {
    void submit(event).catch(() => undefined);
  };
