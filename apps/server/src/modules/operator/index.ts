export { bankLogoRoutes } from './bank-logo.routes';
export { DEMO_OPERATOR_KEY, seedDemo, seedReferenceData } from './demo-seed';
export { createOperatorModule, type OperatorModule } from './operator.module';
export { createOperatorRepo } from './operator.repo';
export { operatorRoutes } from './operator.routes';
export { createOperatorService, type OperatorService } from './operator.service';
export { siteSettingsAdminRoutes } from './site-settings.admin-routes';
export { createSiteSettingsService, type SiteSettingsService } from './site-settings.service';
export { bankLogoPath } from './thai-banks';
