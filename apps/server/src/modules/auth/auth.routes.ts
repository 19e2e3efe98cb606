import {
  apiPaths,
  changePasswordRequestSchema,
  envelopeSchema,
  forgotPasswordResetRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  noDataSchema,
  passwordResetPaths,
  registerRequestSchema,
  registerResponseSchema,
  resetPasswordRequestSchema,
  th,
  verifyPinRequestSchema,
  verifyPinResponseSchema,
  verifyUserRequestSchema,
  verifyUserResponseSchema,
} from '@chokdee/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MemberGuard } from '#platform/auth/member-guard';
import { ok } from '#platform/http/envelope';
import type { AuthService } from './auth.service';

/**
 * Registration (OTP, create), login, logout, password change, forgot password (OTP, new password)
 * and reset-password (with a code staff had sent). Registered inside the tenant scope.
 */
export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; guard: MemberGuard }> = async (
  app,
  { service, guard },
) => {
  app.post(
    apiPaths.verifyUser,
    {
      schema: {
        tags: ['auth'],
        summary: 'Send an OTP by SMS to a phone that is not yet a member',
        body: verifyUserRequestSchema,
        response: { 200: envelopeSchema(verifyUserResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.requestOtp(request.operator.id, request.body.userName, request.ip), th.otpSent),
  );

  app.post(
    apiPaths.verifyPin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Check the OTP of a verifyRef',
        body: verifyPinRequestSchema,
        response: { 200: envelopeSchema(verifyPinResponseSchema) },
      },
    },
    async (request) => ok(await service.verifyOtp(request.operator.id, request.body), th.otpVerified),
  );

  app.post(
    apiPaths.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Register with a verified verifyRef',
        body: registerRequestSchema,
        response: { 200: envelopeSchema(registerResponseSchema) },
      },
    },
    async (request) => ok(await service.register(request.operator.id, request.body), th.registerSuccess),
  );

  app.post(
    apiPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with phone and password',
        body: loginRequestSchema,
        response: { 200: envelopeSchema(loginResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.login(request.operator.id, request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
        th.loginSuccess,
      ),
  );

  app.post(
    apiPaths.logout,
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: 'Revoke the current session',
        security: [{ bearer: [] }],
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.logout(request.member);
      return ok(null, th.logoutSuccess);
    },
  );

  app.post(
    apiPaths.changePassword,
    {
      onRequest: guard,
      schema: {
        tags: ['auth'],
        summary: 'Change the password; every other session is revoked',
        security: [{ bearer: [] }],
        body: changePasswordRequestSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.changePassword(request.member, request.body);
      return ok(null, th.passwordUpdated);
    },
  );

  app.post(
    apiPaths.forgotPasswordVerifyUser,
    {
      schema: {
        tags: ['auth'],
        summary:
          "Forgot password: send an OTP to a member's phone (the same answer for a phone no member has; the OTP limits apply)",
        body: verifyUserRequestSchema,
        response: { 200: envelopeSchema(verifyUserResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await service.requestPasswordResetOtp(request.operator.id, request.body.userName, request.ip),
        th.otpSent,
      ),
  );

  app.post(
    apiPaths.forgotPasswordVerifyPin,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: check the OTP of a verifyRef',
        body: verifyPinRequestSchema,
        response: { 200: envelopeSchema(verifyPinResponseSchema) },
      },
    },
    async (request) =>
      ok(await service.verifyPasswordResetOtp(request.operator.id, request.body), th.otpVerified),
  );

  app.post(
    apiPaths.forgotPasswordReset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Forgot password: set a new password with the verified verifyRef; every session ends',
        body: forgotPasswordResetRequestSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.passwordResets.resetWithVerifiedOtp(request.operator.id, request.body);
      return ok(null, th.passwordResetDone);
    },
  );

  app.post(
    passwordResetPaths.reset,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code staff had sent by SMS; every session ends',
        body: resetPasswordRequestSchema,
        response: { 200: envelopeSchema(noDataSchema) },
      },
    },
    async (request) => {
      await service.passwordResets.reset(request.operator.id, request.body);
      return ok(null, th.passwordResetDone);
    },
  );
};
