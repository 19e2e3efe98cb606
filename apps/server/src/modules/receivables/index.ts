export { receivablesAdminRoutes } from './receivables.admin-routes';
export { createReceivablesService, type ReceivablesService } from './receivables.service';
