export { receivablesAdminRoutes } from './receivables.admin-routes';
export { createReceivablesModule } from './receivables.module';
export { createReceivablesService, type ReceivablesService } from './receivables.service';
