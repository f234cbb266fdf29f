export interface AdminLoginRequest {
  password: string;
}

/** A staff member as the back office shows them (the login password identifies the account, issue 17). */
export interface StaffMember {
  id: number;
  name: string;
}

/** GET /api/admin/session: who is logged in. */
export interface AdminSessionInfo {
  authenticated: true;
  staff: StaffMember;
}

/** The account ADMIN_PASSWORD (or the generated first password) logs into. */
export const BUILTIN_ADMIN_NAME = 'Адміністратор';
export const STAFF_NAME_MAX = 80;

export const ADMIN_AUTH_MESSAGES = {
  loginFailed: 'Помилка входу',
  wrongPassword: 'Невірний пароль',
  passwordRequired: 'Введіть пароль',
  tooManyAttempts: 'Забагато спроб входу. Спробуйте через хвилину.',
  unauthorized: 'Потрібна авторизація',
} as const;

/** Failed logins allowed per IP within the window before 429. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowSeconds: 60 } as const;
