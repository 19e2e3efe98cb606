export { createMemberRepo } from './member.repo';
export { memberRoutes } from './member.routes';
export { createMemberService, type MemberService } from './member.service';
export { newMembersByDay } from './member.totals';
export { memberAdminRoutes } from './member-admin.routes';
export { createMemberAdminService, type MemberAdminService } from './member-admin.service';
