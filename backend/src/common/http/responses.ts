import type { ApiSuccess } from '@law/contracts';

export function ok<T>(data: T): ApiSuccess<T> {
  return { success: true, data };
}
