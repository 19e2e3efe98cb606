import {
  adminPaths,
  createStaffRequestSchema,
  envelopeSchema,
  noDataSchema,
  staffAccountSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffRoleValues,
  totpEnableRequestSchema,
  totpSetupResponseSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { StaffService } from './staff.service';

const security = [{ bearer: [] }];

/** Staff login, own account and TOTP, staff management. Registered inside the tenant scope. */
export const staffAdminRoutes: FastifyPluginAsyncZod<{
  service: StaffService;
  requireStaff: RequireStaff;
}> = async (app, { service, requireStaff }) => {
  const anyStaff = requireStaff(staffRoleValues);
  const ownerOnly = requireStaff(['owner']);

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
};
