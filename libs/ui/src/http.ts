import axios, { AxiosError } from 'axios';

/**
 * The one axios instance of the product (a shared singleton through Module Federation):
 * every call goes to the same-origin /api with cookies.
 */
export const http = axios.create({ baseURL: '/api', withCredentials: true, timeout: 20_000 });

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler = () => {
  window.location.assign('/admin/login');
};

/** The shell registers router navigation here; a 401 on any /admin path sends the admin to the login page. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

http.interceptors.response.use(undefined, (error: unknown) => {
  if (
    error instanceof AxiosError &&
    error.response?.status === 401 &&
    isAdminPath(window.location.pathname) &&
    window.location.pathname !== '/admin/login'
  ) {
    unauthorizedHandler();
  }
  return Promise.reject(error);
});

/** The server's `{success:false, error}` message, if the failure carried one. */
export function serverError(error: unknown): string | undefined {
  if (error instanceof AxiosError) {
    const data = error.response?.data as { error?: unknown } | undefined;
    if (data && typeof data.error === 'string' && data.error) return data.error;
  }
  return undefined;
}
