/** Every API path, as the member-site contract names them (docs/domain/member-site.md §7). Server routes and web fetchers both read this. */
export const apiPaths = {
  health: '/api/health',
  docs: '/api/docs',
  bankList: '/api/v2/config/bank-list',
  webConfig: '/api/v2/config/web',
  verifyUser: '/api/v2/create/verify-user',
  verifyPin: '/api/v2/create/verify-pin',
  register: '/api/v2/create',
  login: '/api/login',
  logout: '/api/logout',
  me: '/api/user/me',
  updateProfile: '/api/v2/user/me',
  changePassword: '/api/v2/user/change-password',
  /** The member's own "forgot password": an OTP to the phone, its check, then the new password. */
  forgotPasswordVerifyUser: '/api/v2/forgot-password/verify-user',
  forgotPasswordVerifyPin: '/api/v2/forgot-password/verify-pin',
  forgotPasswordReset: '/api/v2/forgot-password/reset',
  balance: '/api/v2/user/balance',
  smsOutbox: '/api/dev/sms-outbox',
} as const;

/** The header that names the site (tenant) a request is for. */
export const OPERATOR_HEADER = 'x-operator';
