import { type Envelope, th } from '@chokdee/contracts';

/** A success envelope: `{ status: { code: 0, message }, data }`. */
export const ok = <T>(data: T, message: string = th.success): Envelope<T> => ({
  status: { code: 0, message },
  data,
});
