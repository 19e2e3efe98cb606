import {
  adminMemberBillPageSchema,
  adminMemberBillQuerySchema,
  adminMemberDepositPageSchema,
  adminMemberDetailSchema,
  adminMemberLedgerPageSchema,
  adminMemberLedgerQuerySchema,
  adminMemberListQuerySchema,
  adminMemberPageSchema,
  adminMemberParamsSchema,
  adminMemberPaths,
  adminMemberWithdrawalPageSchema,
  adminMemberWithdrawalQuerySchema,
  envelopeSchema,
  listCsvNames,
  memberAccountKindResponseSchema,
  memberAdjustmentRequestSchema,
  memberAdjustmentResponseSchema,
  memberLockRequestSchema,
  memberLockResponseSchema,
  memberPasswordResetRequestSchema,
  memberPasswordResetResponseSchema,
  pageQuerySchema,
  roleAllowed,
  setMemberAccountKindRequestSchema,
  staffAccess,
  th,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffCaller } from '#modules/wallet/index';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { AppError } from '#platform/http/app-error';
import { csvListNote, csvName, listPages, sendCsv } from '#platform/http/csv';
import { ok } from '#platform/http/envelope';
import { idempotentRequest } from '#platform/http/idempotency';
import { ledgerColumns, memberColumns } from './member-admin.csv';
import type { MemberAdminService } from './member-admin.service';

/**
 * `/api/admin/members/*`. Who may do what (docs/modules/member.md): every
 * staff role reads; owner, support and finance lock and unlock; owner and support reset passwords;
 * owner and finance adjust wallets.
 */
export const memberAdminRoutes: FastifyPluginAsyncZod<{
  service: MemberAdminService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const readers = requireStaff(staffAccess.anyStaff);
  const lockers = requireStaff(staffAccess.memberLock);
  const resetters = requireStaff(staffAccess.memberPasswordReset);
  const adjusters = requireStaff(staffAccess.money);
  const base = { tags: ['admin'], security: [{ bearer: [] }] };

  app.get(
    adminMemberPaths.members,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: 'Members, newest first; q matches phone, name, bank account number, referral code or id',
        description: `${csvListNote} The CSV: owner and finance only (\`staffAccess.memberExport\`).`,
        querystring: adminMemberListQuerySchema,
        response: { 200: envelopeSchema(adminMemberPageSchema) },
      },
    },
    async (request, reply) => {
      const { operatorId, role } = request.staff;
      if (request.query.format !== 'csv') return ok(await service.list(operatorId, request.query));
      // Every role reads the list a page at a time; the whole file only the roles that may export it.
      if (!roleAllowed(role, staffAccess.memberExport)) throw new AppError('FORBIDDEN');
      return sendCsv(reply, csvName(listCsvNames.members, request.query.status), {
        columns: memberColumns,
        pages: listPages((paging) => service.list(operatorId, { ...request.query, ...paging })),
      });
    },
  );

  app.get(
    adminMemberPaths.member,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "A member's page: profile, bank accounts, wallet, status, sessions and totals",
        params: adminMemberParamsSchema,
        response: { 200: envelopeSchema(adminMemberDetailSchema) },
      },
    },
    async (request) => ok(await service.detail(request.staff.operatorId, request.params.id)),
  );

  app.get(
    adminMemberPaths.ledger,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "Ledger entries of the member's accounts, newest first",
        description: csvListNote,
        params: adminMemberParamsSchema,
        querystring: adminMemberLedgerQuerySchema,
        response: { 200: envelopeSchema(adminMemberLedgerPageSchema) },
      },
    },
    async (request, reply) => {
      const { operatorId } = request.staff;
      if (request.query.format !== 'csv')
        return ok(await service.ledger(operatorId, request.params.id, request.query));
      // A member no one has is 404 in the envelope, before the file starts.
      await service.ledger(operatorId, request.params.id, { pageNo: 1, pageSize: 1 });
      return sendCsv(reply, `ledger-${request.params.id}.csv`, {
        columns: ledgerColumns,
        pages: listPages((paging) => service.ledger(operatorId, request.params.id, paging)),
      });
    },
  );

  app.get(
    adminMemberPaths.bills,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "The member's lottery bills, newest first",
        params: adminMemberParamsSchema,
        querystring: adminMemberBillQuerySchema,
        response: { 200: envelopeSchema(adminMemberBillPageSchema) },
      },
    },
    async (request) => ok(await service.bills(request.staff.operatorId, request.params.id, request.query)),
  );

  app.get(
    adminMemberPaths.deposits,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "The member's credited deposits, newest first",
        params: adminMemberParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: envelopeSchema(adminMemberDepositPageSchema) },
      },
    },
    async (request) => ok(await service.deposits(request.staff.operatorId, request.params.id, request.query)),
  );

  app.get(
    adminMemberPaths.withdrawals,
    {
      onRequest: readers,
      schema: {
        ...base,
        summary: "The member's withdrawals, newest first, by status",
        params: adminMemberParamsSchema,
        querystring: adminMemberWithdrawalQuerySchema,
        response: { 200: envelopeSchema(adminMemberWithdrawalPageSchema) },
      },
    },
    async (request) =>
      ok(await service.withdrawals(request.staff.operatorId, request.params.id, request.query)),
  );

  app.post(
    adminMemberPaths.lock,
    {
      onRequest: lockers,
      schema: {
        ...base,
        summary: 'Lock a member: no login, every session and socket ended',
        params: adminMemberParamsSchema,
        body: memberLockRequestSchema,
        response: { 200: envelopeSchema(memberLockResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.lock(request.staff, request.ip, request.params.id, request.body.reason),
        th.memberLocked,
      ),
  );

  app.put(
    adminMemberPaths.accountKind,
    {
      onRequest: requireStaff(staffAccess.owner),
      schema: {
        ...base,
        summary: "Owner: the account's kind (MEMBER, HOUSE, STAFF); only MEMBER accounts shoot Yeekee",
        params: adminMemberParamsSchema,
        body: setMemberAccountKindRequestSchema,
        response: { 200: envelopeSchema(memberAccountKindResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.setAccountKind(request.staff, request.ip, request.params.id, request.body.kind)),
  );

  app.post(
    adminMemberPaths.unlock,
    {
      onRequest: lockers,
      schema: {
        ...base,
        summary: 'Unlock a locked member',
        params: adminMemberParamsSchema,
        body: memberLockRequestSchema,
        response: { 200: envelopeSchema(memberLockResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.unlock(request.staff, request.ip, request.params.id, request.body.reason),
        th.memberUnlocked,
      ),
  );

  app.post(
    adminMemberPaths.passwordReset,
    {
      onRequest: resetters,
      schema: {
        ...base,
        summary:
          'Send the member a one-time code by SMS to set a new password (reason audited; the OTP SMS limits apply)',
        params: adminMemberParamsSchema,
        body: memberPasswordResetRequestSchema,
        response: { 200: envelopeSchema(memberPasswordResetResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.resetPassword(request.staff, request.ip, request.params.id, request.body.reason),
        th.passwordResetSent,
      ),
  );

  app.post(
    adminMemberPaths.adjustments,
    {
      onRequest: adjusters,
      schema: {
        ...base,
        summary: "Credit or debit the member's wallet by hand (Idempotency-Key), against ADJUSTMENTS",
        params: adminMemberParamsSchema,
        body: memberAdjustmentRequestSchema,
        response: { 200: envelopeSchema(memberAdjustmentResponseSchema) },
      },
    },
    async (request) => {
      const { staff, body } = request;
      const answer = await service.adjust(
        staff,
        request.ip,
        idempotentRequest(request, staffCaller(staff.staffId)),
        request.params.id,
        { amountSatang: body.amount, direction: body.direction, reason: body.reason },
      );
      return ok(answer, answer.status === 'PENDING' ? th.adjustmentPendingApproval : th.adjustmentPosted);
    },
  );
};
