import type { ApiResponse, RegisterUserRequest, RegisterUserResponse } from '@law/contracts';
import { http } from '@law/ui/http';

/** POST /api/users {name, phone} -> the new visitor's id (UUIDv4). */
export async function registerUser(body: RegisterUserRequest): Promise<string> {
  const { data } = await http.post<ApiResponse<RegisterUserResponse>>('/users', body);
  if (!data.success || !data.data?.id) throw new Error(data.success ? 'no id' : data.error);
  return data.data.id;
}
