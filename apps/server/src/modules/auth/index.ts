export { createAuthRepo } from './auth.repo';
export { authRoutes } from './auth.routes';
export { type AuthService, createAuthService } from './auth.service';
export { smsOutboxRoutes } from './sms-outbox.routes';
