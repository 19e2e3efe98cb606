import {
  envelopeSchema,
  sportsAdminFixtureInputSchema,
  sportsAdminFixtureSchema,
  sportsAdminMarketControlSchema,
  sportsAdminMarketsInputSchema,
  sportsAdminTicketsQuerySchema,
  sportsBoardSchema,
  sportsFixturesQuerySchema,
  sportsMemberRiskInputSchema,
  sportsMemberRiskSchema,
  sportsPaths,
  sportsReportQuerySchema,
  sportsReportSchema,
  sportsResultInputSchema,
  sportsTickerSchema,
  sportsTicketVoidInputSchema,
  staffAccess,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RequireStaff } from '#platform/auth/staff-guard';
import { ok } from '#platform/http/envelope';
import type { DeskService } from './desk.service';

const idParams = z.object({ id: z.uuid({ error: 'ไม่พบข้อมูลที่ต้องการ' }) });
const okSchema = z.object({ ok: z.boolean() });

/** The trader's desk (docs/modules/sportsbook.md, "The trader's desk"): the trader and the owner; reports also finance. */
export const deskRoutes: FastifyPluginAsyncZod<{ desk: DeskService; requireStaff: RequireStaff }> = async (
  app,
  { desk, requireStaff },
) => {
  const trading = requireStaff(staffAccess.sportsTrading);
  const reports = requireStaff(staffAccess.sportsReports);
  const security = [{ bearer: [] }];
  const tags = ['admin'];

  app.get(
    sportsPaths.adminFixtures,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'The live board',
        security,
        querystring: sportsFixturesQuerySchema,
        response: { 200: envelopeSchema(sportsBoardSchema) },
      },
    },
    async (request) => ok(await desk.board(request.staff.operatorId, request.query)),
  );
  app.post(
    sportsPaths.adminFixtures,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'A fixture entered by hand (a local league)',
        security,
        body: sportsAdminFixtureInputSchema,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) => ok(await desk.createFixture({ ...request.staff, ip: request.ip }, request.body)),
  );
  app.get(
    sportsPaths.adminFixture,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'A fixture with house and feed prices, holds, liability and the result desk',
        security,
        params: idParams,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) => ok(await desk.adminFixture(request.staff.operatorId, request.params.id)),
  );
  app.put(
    sportsPaths.adminMarkets,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: "The house's prices of the fixture's markets",
        security,
        params: idParams,
        body: sportsAdminMarketsInputSchema,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) =>
      ok(await desk.putMarkets({ ...request.staff, ip: request.ip }, request.params.id, request.body)),
  );
  app.post(
    sportsPaths.adminMarketControl,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'Suspend, close or reopen a market (or ALL) with a reason',
        security,
        params: idParams,
        body: sportsAdminMarketControlSchema,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) =>
      ok(await desk.controlMarket({ ...request.staff, ip: request.ip }, request.params.id, request.body)),
  );
  app.post(
    sportsPaths.adminResult,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'Enter a result or a revision for a second staff member to confirm',
        security,
        params: idParams,
        body: sportsResultInputSchema,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) =>
      ok(await desk.enterResult({ ...request.staff, ip: request.ip }, request.params.id, request.body)),
  );
  app.post(
    sportsPaths.adminResultConfirm,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'Confirm the entered result (not its maker); settlement follows',
        security,
        params: idParams,
        response: { 200: envelopeSchema(sportsAdminFixtureSchema) },
      },
    },
    async (request) => ok(await desk.confirmResult({ ...request.staff, ip: request.ip }, request.params.id)),
  );
  app.get(
    sportsPaths.adminTickets,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'The bet ticker with flags',
        security,
        querystring: sportsAdminTicketsQuerySchema,
        response: { 200: envelopeSchema(sportsTickerSchema) },
      },
    },
    async (request) => ok(await desk.ticker(request.staff.operatorId, request.query)),
  );
  app.post(
    sportsPaths.adminTicketVoid,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'Ask to void a ticket under the obvious-error rule',
        security,
        params: idParams,
        body: sportsTicketVoidInputSchema,
        response: { 200: envelopeSchema(okSchema) },
      },
    },
    async (request) =>
      ok(await desk.requestVoid({ ...request.staff, ip: request.ip }, request.params.id, request.body)),
  );
  app.post(
    sportsPaths.adminTicketVoidConfirm,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: 'Approve the asked void (a second staff member): the stake back',
        security,
        params: idParams,
        response: { 200: envelopeSchema(okSchema) },
      },
    },
    async (request) => ok(await desk.confirmVoid({ ...request.staff, ip: request.ip }, request.params.id)),
  );
  app.get(
    sportsPaths.adminMemberRisk,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: "A member's risk card",
        security,
        params: idParams,
        response: { 200: envelopeSchema(sportsMemberRiskSchema) },
      },
    },
    async (request) => ok(await desk.memberRisk(request.staff.operatorId, request.params.id)),
  );
  app.put(
    sportsPaths.adminMemberRisk,
    {
      onRequest: trading,
      schema: {
        tags,
        summary: "Change a member's stake factor with a reason",
        security,
        params: idParams,
        body: sportsMemberRiskInputSchema,
        response: { 200: envelopeSchema(sportsMemberRiskSchema) },
      },
    },
    async (request) => {
      await desk.setMemberRisk({ ...request.staff, ip: request.ip }, request.params.id, request.body);
      return ok(await desk.memberRisk(request.staff.operatorId, request.params.id));
    },
  );
  app.get(
    sportsPaths.adminReport,
    {
      onRequest: reports,
      schema: {
        tags,
        summary: 'Turnover, GGR and margin by 11:00 business day, competition and market',
        security,
        querystring: sportsReportQuerySchema,
        response: { 200: envelopeSchema(sportsReportSchema) },
      },
    },
    async (request) => ok(await desk.report(request.staff.operatorId, request.query)),
  );
};
