import {
  type Announcement,
  type AnnouncementAdmin,
  type AnnouncementState,
  type announcementInputSchema,
  announcementTh,
} from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { MemberService } from '#modules/member/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { AppError, fieldError } from '#platform/http/app-error';
import type { AnnouncementRow, AnnouncementsRepo } from './announcements.repo';

type AnnouncementInput = z.output<typeof announcementInputSchema>;

/** A member's VIP level (1 when they never rose), or undefined when the site runs no VIP programme. */
export type VipLevelRead = (operatorId: string, memberId: string) => Promise<number | undefined>;

type Deps = {
  db: Db;
  clock: Clock;
  repo: AnnouncementsRepo;
  audit: Pick<AuditLog, 'record'>;
  members: Pick<MemberService, 'requireMember'>;
  /** Staff usernames by id (who wrote each announcement). */
  staffNames: (operatorId: string) => Promise<Map<string, string>>;
  /** Absent when the rewards module is off: a VIP_LEVEL announcement then reaches no one. */
  vipLevelOf?: VipLevelRead | undefined;
};

const DAY_MS = 86_400_000;

export const announcementStateOf = (row: AnnouncementRow, now: Date): AnnouncementState => {
  if (row.endedAt || (row.endsAt && row.endsAt <= now)) return 'ENDED';
  return row.startsAt > now ? 'SCHEDULED' : 'RUNNING';
};

const toMember = (row: AnnouncementRow): Announcement => ({
  id: row.id,
  title: row.title,
  body: row.body,
  startsAt: row.startsAt.toISOString(),
});

/**
 * Announcements: staff (owner, support) write a short plain-text message for a segment of members and
 * a window of time; the member app shows the running ones to the members they are for. Plain text
 * only (React escapes it), so a message cannot carry markup. Every create and end is audited.
 */
export const createAnnouncementsService = ({
  db,
  clock,
  repo,
  audit,
  members,
  staffNames,
  vipLevelOf,
}: Deps) => {
  const toAdmin = (row: AnnouncementRow, names: Map<string, string>, now: Date): AnnouncementAdmin => ({
    ...toMember(row),
    segment: row.segment,
    vipLevelMin: row.vipLevelMin,
    newWithinDays: row.newWithinDays,
    endsAt: (row.endedAt ?? row.endsAt)?.toISOString() ?? null,
    state: announcementStateOf(row, now),
    createdBy: names.get(row.createdBy) ?? '',
    createdAt: row.createdAt.toISOString(),
  });

  return {
    /** The running announcements this member is in the segment of, newest first. */
    async forMember(operatorId: string, memberId: string) {
      const now = clock.now();
      const running = await repo.running(db, operatorId, now);
      if (running.length === 0) return { announcements: [] };
      const member = await members.requireMember(operatorId, memberId);
      const needsVip = running.some((row) => row.segment === 'VIP_LEVEL');
      const vipLevel = needsVip && vipLevelOf ? await vipLevelOf(operatorId, memberId) : undefined;
      const reaches = (row: AnnouncementRow) => {
        if (row.segment === 'VIP_LEVEL') return vipLevel !== undefined && vipLevel >= (row.vipLevelMin ?? 1);
        if (row.segment === 'NEW_MEMBERS')
          return now.getTime() - member.createdAt.getTime() < (row.newWithinDays ?? 0) * DAY_MS;
        return true;
      };
      return { announcements: running.filter(reaches).map(toMember) };
    },

    async adminList(operatorId: string, pageNo: number, pageSize: number) {
      const { rows, total } = await repo.page(db, operatorId, pageNo, pageSize);
      const names = await staffNames(operatorId);
      const now = clock.now();
      return { data: rows.map((row) => toAdmin(row, names, now)), total, pageNo, pageSize };
    },

    async create(
      staff: AuthenticatedStaff,
      ip: string,
      input: AnnouncementInput,
    ): Promise<AnnouncementAdmin> {
      const now = clock.now();
      const startsAt = input.startsAt ? new Date(input.startsAt) : now;
      if (input.endsAt && new Date(input.endsAt) <= (startsAt > now ? startsAt : now))
        throw fieldError('endsAt', announcementTh.endsInThePast);
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insert(tx, {
          id: uuidv7(),
          operatorId: staff.operatorId,
          title: input.title,
          body: input.body,
          segment: input.segment,
          vipLevelMin: input.segment === 'VIP_LEVEL' ? input.vipLevelMin : null,
          newWithinDays: input.segment === 'NEW_MEMBERS' ? input.newWithinDays : null,
          startsAt,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          createdBy: staff.staffId,
          createdAt: now,
        });
        await audit.record(tx, {
          staff,
          action: 'announcement.create',
          targetType: 'announcement',
          targetId: inserted.id,
          after: {
            ...toMember(inserted),
            segment: inserted.segment,
            endsAt: inserted.endsAt?.toISOString() ?? null,
          },
          ip,
        });
        return inserted;
      });
      return toAdmin(row, await staffNames(staff.operatorId), now);
    },

    /** Ends it now; 404 for another site's or no such, 409 INVALID_STATE when it has ended already. */
    async end(staff: AuthenticatedStaff, ip: string, id: string): Promise<AnnouncementAdmin> {
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const ended = await repo.end(tx, staff.operatorId, id, now);
        if (!ended) {
          if (!(await repo.find(tx, staff.operatorId, id))) throw new AppError('NOT_FOUND');
          throw new AppError('INVALID_STATE');
        }
        await audit.record(tx, {
          staff,
          action: 'announcement.end',
          targetType: 'announcement',
          targetId: id,
          after: { title: ended.title, endedAt: now.toISOString() },
          ip,
        });
        return ended;
      });
      return toAdmin(row, await staffNames(staff.operatorId), now);
    },
  };
};
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
