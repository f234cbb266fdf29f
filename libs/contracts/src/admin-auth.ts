export interface AdminLoginRequest {
  password: string;
}

export interface AdminSessionInfo {
  authenticated: true;
}

export const ADMIN_AUTH_MESSAGES = {
  loginFailed: 'Помилка входу',
  wrongPassword: 'Невірний пароль',
  passwordRequired: 'Введіть пароль',
  tooManyAttempts: 'Забагато спроб входу. Спробуйте через хвилину.',
  unauthorized: 'Потрібна авторизація',
} as const;

/** Failed logins allowed per IP within the window before 429. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowSeconds: 60 } as const;
