import { digitsOnly } from '@chokdee/contracts';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input that drops anything but digits as the member types or pastes, before
 * react-hook-form reads the value (docs/domain/member-site.md §5: phone and account number boxes). With `maxDigits`
 * the cleaned value is also cut to that length; an input `maxLength` would cut a pasted
 * "123-4-56789-0" before the dashes were removed.
 */
export const digitsOnlyField = <Name extends string>(
  registration: UseFormRegisterReturn<Name>,
  maxDigits?: number,
) => ({
  ...registration,
  onChange: (event: ChangeEvent<HTMLInputElement>) => {
    const digits = digitsOnly(event.target.value);
    const cleaned = maxDigits === undefined ? digits : digits.slice(0, maxDigits);
    if (cleaned !== event.target.value) event.target.value = cleaned;
    return registration.onChange(event);
  },
});
