import {
  DEFAULT_OTP_LIMITS,
  type OtpLimits,
  type OtpLimitsRequest,
  type StaffAlert,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db, Tx } from '#platform/db/client';
import { lockKey } from '#platform/db/tx';
import { AppError } from '#platform/http/app-error';
import type { OtpLimitsRepo, OtpSendLimitsRow } from './otp-limits.repo';

const ADDRESS_WINDOW_MS = 10 * 60_000;
const BUDGET_WINDOW_MS = 60 * 60_000;
const minutesUntil = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));

/** Where a spent budget alerts staff (the staff module's `createStaffAlerts`), without depending on it. */
export type AlertStaff = {
  raise(
    tx: Tx,
    alert: { operatorId: string; kind: StaffAlert['kind']; dedupeKey: string; data: StaffAlert['data'] },
  ): Promise<StaffAlert | undefined>;
  announce(operatorId: string, alert: StaffAlert): void;
};

const limitsView = (row: OtpSendLimitsRow | undefined): OtpLimits => ({
  perAddressPer10Min: row?.perAddressPer10Min ?? DEFAULT_OTP_LIMITS.perAddressPer10Min,
  operatorPerHour: row?.operatorPerHour ?? DEFAULT_OTP_LIMITS.operatorPerHour,
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/**
 * OTP SMS limits beyond the per-phone ones (`phone-allowance.ts`): per client address (rolling 10
 * minutes) and the operator's hourly budget (docs/modules/auth.md). Every code
 * SMS counts: registration and forgot-password OTPs, and the reset codes staff send (from the staff
 * member's address). A send reserves its slot first,
 * in a short transaction of its own under the address's lock and then the operator's (one order, no
 * deadlock), so parallel sends see each other and the operator's lock is never held across an SMS.
 * The send then runs; if no SMS went out, its slot is taken back. The first refusal of an hour
 * because the budget is spent raises a staff alert (announced after commit).
 */
export const createOtpLimits = ({
  db,
  repo,
  clock,
  audit,
  alerts,
}: {
  db: Db;
  repo: OtpLimitsRepo;
  clock: Clock;
  audit: Pick<AuditLog, 'record'>;
  alerts: AlertStaff;
}) => {
  /** Takes a slot for one OTP SMS from `ip`; throws 429 when the address or the budget is spent. */
  const reserve = async (operatorId: string, ip: string): Promise<string> => {
    const now = clock.now();
    const verdict = await db.transaction(async (tx) => {
      await lockKey(tx, `otp-ip:${operatorId}:${ip}`);
      await lockKey(tx, `otp-budget:${operatorId}`);
      const limits = limitsView(await repo.findLimits(tx, operatorId));
      const addressSince = new Date(now.getTime() - ADDRESS_WINDOW_MS);
      if ((await repo.countSends(tx, operatorId, addressSince, ip)) >= limits.perAddressPer10Min) {
        const oldest = (await repo.oldestSendSince(tx, operatorId, addressSince, ip)) ?? now;
        const minutes = minutesUntil(oldest.getTime() + ADDRESS_WINDOW_MS - now.getTime());
        return { error: new AppError('OTP_ADDRESS_LIMIT', { params: { minutes } }) };
      }
      const budgetSince = new Date(now.getTime() - BUDGET_WINDOW_MS);
      if ((await repo.countSends(tx, operatorId, budgetSince)) >= limits.operatorPerHour) {
        const oldest = (await repo.oldestSendSince(tx, operatorId, budgetSince)) ?? now;
        const minutes = minutesUntil(oldest.getTime() + BUDGET_WINDOW_MS - now.getTime());
        const alert = await alerts.raise(tx, {
          operatorId,
          kind: 'OTP_BUDGET_EXHAUSTED',
          // One alert per clock hour while the budget stays spent.
          dedupeKey: `otp-budget:${Math.floor(now.getTime() / BUDGET_WINDOW_MS)}`,
          data: { operatorPerHour: limits.operatorPerHour },
        });
        return { error: new AppError('OTP_BUDGET_EXHAUSTED', { params: { minutes } }), alert };
      }
      const id = uuidv7();
      await repo.insertSend(tx, { id, operatorId, ip, createdAt: now });
      return { id };
    });
    if ('error' in verdict) {
      if (verdict.alert) alerts.announce(operatorId, verdict.alert);
      throw verdict.error;
    }
    return verdict.id;
  };

  /** No SMS went out for this slot (a refusal, a gateway failure): it does not count. */
  const release = async (operatorId: string, id: string): Promise<void> => {
    await repo.deleteSend(db, operatorId, id);
  };

  return {
    reserve,
    release,

    /**
     * One SMS code's send under both allowances: `reserve`s a slot for `ip`, runs `send` (given the
     * slot, to give it back itself if the SMS fails later) and gives the slot back if `send` throws.
     */
    async spend<T>(operatorId: string, ip: string, send: (slot: string) => Promise<T>): Promise<T> {
      const slot = await reserve(operatorId, ip);
      try {
        return await send(slot);
      } catch (error) {
        await release(operatorId, slot);
        throw error;
      }
    },

    async getLimits(operatorId: string): Promise<OtpLimits> {
      return limitsView(await repo.findLimits(db, operatorId));
    },

    /** The owner sets both limits; audited in the same transaction. */
    async putLimits(staff: AuthenticatedStaff, ip: string, input: OtpLimitsRequest): Promise<OtpLimits> {
      const row: OtpSendLimitsRow = {
        operatorId: staff.operatorId,
        ...input,
        updatedAt: clock.now(),
        updatedBy: staff.staffId,
      };
      await db.transaction(async (tx) => {
        const before = await repo.findLimits(tx, staff.operatorId);
        await repo.putLimits(tx, row);
        const values = ({ updatedAt: _at, ...rest }: OtpLimits) => rest;
        await audit.record(tx, {
          staff,
          action: 'otp_limits.update',
          targetType: 'otp_limits',
          targetId: staff.operatorId,
          before: values(limitsView(before)),
          after: values(limitsView(row)),
          ip,
        });
      });
      return limitsView(row);
    },
  };
};
export type OtpLimitsService = ReturnType<typeof createOtpLimits>;
