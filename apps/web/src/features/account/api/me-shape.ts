import type { MemberMe } from '@chokdee/contracts';
import { guard, isString, nullable, objectOf, oneOf } from '../../../lib/shape';

/** contracts `genders` (kept here: `fields.ts` carries zod); `me-shape.test.ts` holds them equal. */
export const memberGenders = ['M', 'F', 'O'] as const;

const isInteger = (value: unknown) => Number.isInteger(value);

/**
 * `memberMeSchema` (contracts `member.ts`) as a zod-free check: the header's user menu reads the member
 * right after the first paint, where the zod runtime and contracts' schemas would be fetched and
 * evaluated only for this. `me-shape.test.ts` keeps it agreeing with the schema.
 */
export const isMemberMe = guard<MemberMe>(
  objectOf({
    id: isString,
    loginName: isString,
    name: isString,
    mobileNo: isString,
    gender: nullable(oneOf(memberGenders)),
    email: nullable(isString),
    referralCode: isString,
    bankAccount: objectOf({
      bankCompanyId: isInteger,
      bankCode: isString,
      bankName: isString,
      accountNumber: isString,
      accountName: isString,
    }),
    createdAt: isString,
  }),
);
