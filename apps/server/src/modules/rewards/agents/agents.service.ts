import { type Agent, type AgentReport, addBangkokDays, formatAmount } from '@chokdee/contracts';
import { uuidv7 } from 'uuidv7';
import type { AgentRow, MemberService } from '#modules/member/index';
import type { AuditLog } from '#platform/audit/audit-log';
import type { AuthenticatedStaff } from '#platform/auth/staff-guard';
import type { Clock } from '#platform/clock';
import type { Db } from '#platform/db/client';
import { violatedUniqueConstraint } from '#platform/db/errors';
import { AppError } from '#platform/http/app-error';
import type { ActivityRepo } from '../activity/activity.repo';

type Deps = {
  db: Db;
  clock: Clock;
  members: Pick<MemberService, 'agents'>;
  activity: Pick<ActivityRepo, 'totalsByCategory'>;
  audit: Pick<AuditLog, 'record'>;
};

/** "2.5" → 250 basis points (the schema allows at most two decimals). */
export const basisPointsOf = (percent: string): bigint => {
  const [whole = '0', fraction = ''] = percent.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
/** "250" bp → "2.50". */
const percentText = (basisPoints: bigint): string =>
  `${basisPoints / 100n}.${(basisPoints % 100n).toString().padStart(2, '0')}`;

/** An agent's commission: rate × max(0, net loss), floored to the satang. */
export const commissionOf = (percent: string, netLossSatang: bigint): bigint =>
  netLossSatang > 0n ? (netLossSatang * basisPointsOf(percent)) / 10_000n : 0n;

const viewOf = (row: AgentRow, members: number): Agent => ({
  id: row.id,
  code: row.code,
  name: row.name,
  commissionPercent: percentText(basisPointsOf(row.commissionPercent)),
  active: row.active,
  members,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt?.toISOString() ?? null,
});
const auditView = (row: Pick<AgentRow, 'code' | 'name' | 'commissionPercent' | 'active'>) => ({
  code: row.code,
  name: row.name,
  commissionPercent: percentText(basisPointsOf(row.commissionPercent)),
  active: row.active,
});

/**
 * Staff manage the site's marketing agents (docs/modules/rewards.md): the agents table is the member module's
 * (registration links a member to an active agent's code); this reads and changes it through that
 * module's door, and reports each agent's members and commission from the day totals of settled play
 * (`reward_daily_turnover`, covering lines excluded).
 */
export const createAgentsService = ({ db, clock, members, activity, audit }: Deps) => ({
  async list(operatorId: string): Promise<{ items: Agent[] }> {
    const rows = await members.agents.list(operatorId);
    return { items: rows.map((row) => viewOf(row, row.members)) };
  },

  /** A new agent (owner), audited `agent.create`; a code the site already has is AGENT_CODE_TAKEN. */
  async create(
    staff: AuthenticatedStaff,
    ip: string,
    input: { code: string; name: string; commissionPercent: string; active: boolean },
  ): Promise<Agent> {
    const row: AgentRow = {
      id: uuidv7(),
      operatorId: staff.operatorId,
      code: input.code,
      name: input.name,
      commissionPercent: percentText(basisPointsOf(input.commissionPercent)),
      active: input.active,
      createdAt: clock.now(),
      updatedAt: null,
    };
    try {
      await db.transaction(async (tx) => {
        await members.agents.insert(tx, row);
        await audit.record(tx, {
          staff,
          action: 'agent.create',
          targetType: 'agent',
          targetId: row.id,
          after: auditView(row),
          ip,
        });
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'agents_operator_code') throw new AppError('AGENT_CODE_TAKEN');
      throw error;
    }
    return viewOf(row, 0);
  },

  /** Name, rate and active flag (owner), under the row's lock, audited `agent.update` before → after. */
  async update(
    staff: AuthenticatedStaff,
    ip: string,
    agentId: string,
    input: { name: string; commissionPercent: string; active: boolean },
  ): Promise<Agent> {
    const { operatorId } = staff;
    const updated = await db.transaction(async (tx) => {
      const before = await members.agents.lock(tx, operatorId, agentId);
      if (!before) throw new AppError('AGENT_NOT_FOUND');
      const after = await members.agents.update(tx, operatorId, agentId, {
        name: input.name,
        commissionPercent: percentText(basisPointsOf(input.commissionPercent)),
        active: input.active,
        updatedAt: clock.now(),
      });
      if (!after) throw new AppError('AGENT_NOT_FOUND');
      await audit.record(tx, {
        staff,
        action: 'agent.update',
        targetType: 'agent',
        targetId: agentId,
        before: auditView(before),
        after: auditView(after),
        ip,
      });
      return after;
    });
    const count = (await members.agents.list(operatorId)).find((row) => row.id === agentId)?.members ?? 0;
    return viewOf(updated, count);
  },

  /**
   * The agent's members over Bangkok days `from`..`to` (both included): counted stake and win from
   * the day totals, net loss = stake − win per member, and the commission on the members' total net
   * loss (a member's win offsets another's loss: the agent is paid on what the house kept).
   */
  async report(
    operatorId: string,
    agentId: string,
    range: { from: string; to: string },
  ): Promise<AgentReport> {
    const agent = await members.agents.find(db, operatorId, agentId);
    if (!agent) throw new AppError('AGENT_NOT_FOUND');
    const linked = await members.agents.members(operatorId, agentId);
    const totals = await activity.totalsByCategory(
      db,
      operatorId,
      { fromDay: range.from, toDay: addBangkokDays(range.to, 1) },
      linked.map((member) => member.id),
    );
    const byMember = new Map<string, { stake: bigint; win: bigint }>();
    for (const row of totals) {
      const sum = byMember.get(row.memberId) ?? { stake: 0n, win: 0n };
      sum.stake += row.countedStakeSatang;
      sum.win += row.countedWinSatang;
      byMember.set(row.memberId, sum);
    }
    let stake = 0n;
    let win = 0n;
    const rows = linked.map((member) => {
      const sum = byMember.get(member.id) ?? { stake: 0n, win: 0n };
      stake += sum.stake;
      win += sum.win;
      return {
        memberId: member.id,
        name: member.fullName,
        phone: member.phone,
        status: member.status,
        joinedAt: member.createdAt.toISOString(),
        countedStake: formatAmount(sum.stake),
        countedWin: formatAmount(sum.win),
        netLoss: formatAmount(sum.stake - sum.win),
      };
    });
    return {
      agent: viewOf(agent, linked.length),
      from: range.from,
      to: range.to,
      members: rows,
      totals: {
        countedStake: formatAmount(stake),
        countedWin: formatAmount(win),
        netLoss: formatAmount(stake - win),
      },
      commission: formatAmount(commissionOf(agent.commissionPercent, stake - win)),
    };
  },
});
export type AgentsService = ReturnType<typeof createAgentsService>;
