import {
  adminMemberBillPageSchema,
  adminMemberDepositPageSchema,
  adminMemberHref,
  adminMemberLedgerPageSchema,
  adminMemberWithdrawalPageSchema,
} from '@chokdee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { memberKey } from './get-member';

export const MEMBER_HISTORY_PAGE_SIZE = 20;

/**
 * A member's paged histories, newest first, each one server call of the same shape:
 * `GET /api/admin/members/{id}/ledger|bills|deposits|withdrawals?pageNo=&pageSize=`.
 */
const histories = {
  ledger: { href: adminMemberHref.ledger, schema: adminMemberLedgerPageSchema },
  bills: { href: adminMemberHref.bills, schema: adminMemberBillPageSchema },
  deposits: { href: adminMemberHref.deposits, schema: adminMemberDepositPageSchema },
  withdrawals: { href: adminMemberHref.withdrawals, schema: adminMemberWithdrawalPageSchema },
} as const;

export type MemberHistory = keyof typeof histories;
export type MemberHistoryPage<H extends MemberHistory> = z.infer<(typeof histories)[H]['schema']>;

export const getMemberHistory = async <H extends MemberHistory>(
  history: H,
  id: string,
  pageNo: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MemberHistoryPage<H>> => {
  const { href, schema } = histories[history];
  const page = await api.get<unknown>(href(id), {
    query: { pageNo, pageSize: MEMBER_HISTORY_PAGE_SIZE },
    signal,
  });
  return schema.parse(page) as MemberHistoryPage<H>;
};

export const useMemberHistory = <H extends MemberHistory>(history: H, id: string, pageNo: number) =>
  useQuery({
    queryKey: [...memberKey(id), history, pageNo],
    queryFn: ({ signal }) => getMemberHistory(history, id, pageNo, { signal }),
    placeholderData: keepPreviousData,
  });
