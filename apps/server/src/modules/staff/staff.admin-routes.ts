import type { AuditLogEntry, StaffAccount } from '@chokdee/contracts';
import {
  adminPaths,
  auditLogEntrySchema,
  auditLogQuerySchema,
  createStaffRequestSchema,
  envelopeSchema,
  noDataSchema,
  pageSchema,
  staffAccess,
  staffAccountSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffRoleValues,
  staffSecuritySchema,
  totpDisableRequestSchema,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
} from '@chokdee/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { sendCsv } from '#platform/http/csv';
import { ok } from '#platform/http/envelope';
import { auditCsvColumns, describedForCsv } from './audit-log.csv';
import type { StaffService } from './staff.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });

/** Staff login, own account and TOTP, staff management. Registered inside the tenant scope. */
/** Each chunk of entries with its Thai reading, as the CSV's rows. */
async function* described(chunks: AsyncIterable<AuditLogEntry[]>) {
  for await (const chunk of chunks) yield chunk.map(describedForCsv);
}

export const staffAdminRoutes: FastifyPluginAsyncZod<{
  service: StaffService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const anyStaff = requireStaff(staffRoleValues);
  const ownerOnly = requireStaff(staffAccess.owner);

  app.post(
    adminPaths.login,
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff login (username, password, TOTP code once enabled)',
        body: staffLoginRequestSchema,
        response: { 200: envelopeSchema(staffLoginResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.login(request.operator.id, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
      ),
  );

  app.post(
    adminPaths.logout,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'Revoke the current staff session',
        security,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.logout(request.staff, request.ip);
      return ok(null);
    },
  );

  app.get(
    adminPaths.me,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'The logged-in staff account',
        security,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request) => ok(await service.me(request.staff)),
  );

  app.post(
    adminPaths.totpSetup,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'A new TOTP secret to scan; not enforced until enabled',
        security,
        response: { 200: envelopeSchema(totpSetupResponseSchema) },
      },
    },
    async (request) => ok(await service.setupTotp(request.staff, request.ip)),
  );

  app.post(
    adminPaths.totpEnable,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'Enable TOTP with a code from the pending secret',
        security,
        body: totpEnableRequestSchema,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request) => ok(await service.enableTotp(request.staff, request.body.code, request.ip)),
  );

  app.post(
    adminPaths.totpDisable,
    {
      onRequest: anyStaff,
      schema: {
        tags: ['admin'],
        summary: 'Turn TOTP off for the own account with a current code',
        security,
        body: totpDisableRequestSchema,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request) => ok(await service.disableTotp(request.staff, request.body.code, request.ip)),
  );

  app.get(
    adminPaths.staffSecurity,
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Whether every staff member must use TOTP',
        security,
        response: { 200: envelopeSchema(staffSecuritySchema) },
      },
    },
    async (request) => ok(await service.security(request.staff.operatorId)),
  );

  app.put(
    adminPaths.staffSecurity,
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Require TOTP of every staff member (accounts without it may then only set it up), or stop',
        security,
        body: staffSecuritySchema,
        response: { 200: envelopeSchema(staffSecuritySchema) },
      },
    },
    async (request) => ok(await service.setSecurity(request.staff, request.ip, request.body)),
  );

  app.get(
    adminPaths.staff,
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Staff accounts of this site (owner only)',
        security,
        response: { 200: envelopeSchema(z.array(staffAccountSchema)) },
      },
    },
    async (request) => ok(await service.listStaff(request.operator.id)),
  );

  app.post(
    adminPaths.staff,
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Create a staff account (owner only)',
        security,
        body: createStaffRequestSchema,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request) => ok(await service.createStaff(request.staff, request.body, request.ip)),
  );

  const accountAction = (
    action: 'disable' | 'enable' | 'totp/reset',
    summary: string,
    run: (request: FastifyRequest<{ Params: z.infer<typeof idParams> }>) => Promise<StaffAccount>,
  ) =>
    app.post(
      `${adminPaths.staff}/:id/${action}`,
      {
        onRequest: ownerOnly,
        schema: {
          tags: ['admin'],
          summary,
          security,
          params: idParams,
          response: { 200: envelopeSchema(staffAccountSchema) },
        },
      },
      async (request) => ok(await run(request)),
    );
  accountAction('disable', 'Disable another staff account and end its sessions (owner only)', (r) =>
    service.setDisabled(r.staff, r.params.id, true, r.ip),
  );
  accountAction('enable', 'Enable a disabled staff account again (owner only)', (r) =>
    service.setDisabled(r.staff, r.params.id, false, r.ip),
  );
  accountAction('totp/reset', "Clear another staff account's TOTP (owner only)", (r) =>
    service.resetTotp(r.staff, r.params.id, r.ip),
  );

  app.get(
    adminPaths.auditLog,
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Audit log, newest first, by staff member, action and time (owner only)',
        description:
          'With `format=csv`: every entry of the filters (no paging) as a `text/csv; charset=utf-8` attachment with a UTF-8 BOM and Thai headers, streamed.',
        security,
        querystring: auditLogQuerySchema,
        response: { 200: envelopeSchema(pageSchema(auditLogEntrySchema)) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'csv') {
        const chunks = service.auditLogChunks(request.operator.id, query);
        return sendCsv(reply, 'audit-log.csv', { columns: auditCsvColumns, pages: described(chunks) });
      }
      return ok(await service.auditLogPage(request.operator.id, query));
    },
  );
};
