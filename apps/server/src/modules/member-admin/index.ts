export { createMemberAdminModule } from './member-admin.module';
export { memberAdminRoutes } from './member-admin.routes';
export { createMemberAdminService, type MemberAdminService } from './member-admin.service';
export { createMemberRiskService, type MemberRiskService, memberRiskFlagsOf } from './member-risk.service';
