export { type AuthModule, createAuthModule } from './auth.module';
export { createAuthRepo } from './auth.repo';
export { authRoutes } from './auth.routes';
export { type AuthService, createAuthService } from './auth.service';
export { loginAddresses } from './login-addresses';
export { createOtpLimits, type OtpLimitsService } from './otp-limits';
export { otpLimitsAdminRoutes } from './otp-limits.admin-routes';
export { createOtpLimitsRepo } from './otp-limits.repo';
export { smsOutboxRoutes } from './sms-outbox.routes';
