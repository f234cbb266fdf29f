/**
 * The HTTP status of a failed API call (an AxiosError carries `response.status`), read without importing axios:
 * the widget's first download stays free of it; the API modules load on first use.
 */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : undefined;
}
