import type { ConsoleSms } from '#adapters/sms/console-sms';
import type { SmsSender } from '#adapters/sms/sms-sender';
import { createMemberGuard } from '#platform/auth/member-guard';
import { createTokenService } from '#platform/auth/tokens';
import type { Platform, ServerModule } from '#platform/module';
import { memberRoom } from '#platform/realtime/socket-server';
import { createAuthRepo } from './auth.repo';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { createOtpLimits } from './otp-limits';
import { otpLimitsAdminRoutes } from './otp-limits.admin-routes';
import { createOtpLimitsRepo } from './otp-limits.repo';
import { smsOutboxRoutes } from './sms-outbox.routes';

type AuthDeps = Parameters<typeof createAuthService>[0];
const hasOutbox = (sms: SmsSender | ConsoleSms): sms is ConsoleSms => 'outbox' in sms;

/** Registration, OTP, login and sessions; the member guard every member route uses. */
export const createAuthModule = (
  platform: Platform,
  deps: {
    sms: SmsSender | ConsoleSms;
    members: AuthDeps['members'];
    wallet: AuthDeps['wallet'];
    alerts: Parameters<typeof createOtpLimits>[0]['alerts'];
  },
) => {
  const { db, clock, config, audit, log, bus, realtime } = platform;
  const tokens = createTokenService({ secret: config.JWT_SECRET, clock });
  const otpLimits = createOtpLimits({ db, repo: createOtpLimitsRepo(), clock, audit, alerts: deps.alerts });
  // Through the adapter, so the member's sockets on every node close (a lock, a new password).
  const disconnectMember = (memberId: string) => realtime.io.in(memberRoom(memberId)).disconnectSockets(true);
  const service = createAuthService({
    db,
    repo: createAuthRepo(),
    members: deps.members,
    wallet: deps.wallet,
    sms: deps.sms,
    otpLimits,
    tokens,
    clock,
    log,
    secret: config.JWT_SECRET,
    sessionTtlHours: config.SESSION_TTL_HOURS,
    bus,
    disconnectMember,
  });
  const guard = createMemberGuard({ tokens, sessions: service.sessions });
  const { sms } = deps;
  return {
    name: 'auth',
    api: { service, tokens, guard, otpLimits, disconnectMember },
    async rootRoutes(app) {
      // The console sender's outbox holds real OTPs: never reachable in production or with a real gateway.
      if (config.SMS_PROVIDER === 'console' && !config.isProduction && hasOutbox(sms))
        await app.register(smsOutboxRoutes, { readOutbox: sms.outbox });
    },
    async siteRoutes(site, { guard, requireStaff }) {
      await site.register(authRoutes, { service, guard });
      await site.register(otpLimitsAdminRoutes, { service: otpLimits, requireStaff });
    },
  } satisfies ServerModule<'auth'>;
};
export type AuthModule = ReturnType<typeof createAuthModule>;
