import {
  adminPaths,
  envelopeSchema,
  staffAccess,
  staffAccountSchema,
  staffPasswordChangeRequestSchema,
  staffPasswordChangeResponseSchema,
  staffPasswordResetResponseSchema,
  staffRoleChangeRequestSchema,
  staffRoleValues,
  staffTh,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { StaffAccountService } from './staff-account.service';

const security = [{ bearer: [] }];
const idParams = z.object({ id: z.uuid() });
const accountPath = (action: 'role' | 'password-reset') => `${adminPaths.staff}/:id/${action}`;

/** An owner changes a role or resets a password of another account; every staff member changes their own password. */
export const staffAccountRoutes: FastifyPluginAsyncZod<{
  service: StaffAccountService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const ownerOnly = requireStaff(staffAccess.owner);

  app.post(
    accountPath('role'),
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: "Change another staff account's role (owner only), audited",
        security,
        params: idParams,
        body: staffRoleChangeRequestSchema,
        response: { 200: envelopeSchema(staffAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await service.changeRole(request.staff, request.params.id, request.body.role, request.ip),
        staffTh.roleChanged,
      ),
  );

  app.post(
    accountPath('password-reset'),
    {
      onRequest: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: "Reset another staff account's password to a generated one, shown once; its sessions end",
        security,
        params: idParams,
        response: { 200: envelopeSchema(staffPasswordResetResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await service.resetPassword(request.staff, request.params.id, request.ip),
        staffTh.passwordReset,
      );
    },
  );

  app.post(
    adminPaths.myPassword,
    {
      onRequest: requireStaff(staffRoleValues),
      schema: {
        tags: ['admin'],
        summary: 'Change my own password (the current one first); my other sessions end',
        security,
        body: staffPasswordChangeRequestSchema,
        response: { 200: envelopeSchema(staffPasswordChangeResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.changeOwnPassword(request.staff, request.body, request.ip), staffTh.passwordChanged),
  );
};
