export { createMemberModule, type MemberModule } from './member.module';
export {
  bankAccountNames,
  memberByReferralCode,
  type ReferralMember,
  referralMembersByIds,
  referredMembers,
} from './member.referrals';
export type { AgentRow, MemberBankAccountRow, MemberRow } from './member.repo';
export { createMemberRepo } from './member.repo';
export { memberRoutes } from './member.routes';
export { createMemberService, type MemberService } from './member.service';
export { newMembersByDay } from './member.totals';
