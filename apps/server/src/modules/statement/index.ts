export { createStatementModule } from './statement.module';
export { statementRoutes } from './statement.routes';
export { createStatementService, type StatementService } from './statement.service';
