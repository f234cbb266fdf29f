import { applyDecorators, BadRequestException } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { LIST_MESSAGES } from '@law/contracts';
import { parsePageParam } from './parse-page';
import { parseSearchParam } from './search-text';

/** A list's status filter: the values `?status=` accepts and the one an absent or empty value means. */
export interface ListStatus<S extends string> {
  values: readonly S[];
  fallback: S;
}

export interface ListQueryOptions<S extends string> {
  status?: ListStatus<S>;
  /** Does the list take `?search=`? */
  search?: boolean;
}

export interface ListQuery<S extends string> {
  page: number;
  status: S;
  /** Trimmed search text, or '' for none. */
  search: string;
}

/**
 * The one reading of a back-office list's query (chats, orders, feedbacks): `?page=` (parsePageParam: absent or
 * empty is 1), `?search=` (parseSearchParam) and `?status=` (absent or empty is the list's default; anything not in
 * its list is 400 'Невірний статус фільтра'). A key the list does not take is a 400, worded as the validation pipe
 * words an unknown body field.
 */
export function parseListQuery<S extends string = never>(q: Record<string, unknown>, opts: ListQueryOptions<S> = {}): ListQuery<S> {
  const known = ['page', ...(opts.status ? ['status'] : []), ...(opts.search ? ['search'] : [])];
  const unknown = Object.keys(q).find((k) => !known.includes(k));
  if (unknown !== undefined) throw new BadRequestException(`Невідоме поле: ${unknown}`);
  const page = parsePageParam(q.page);
  let status = undefined as unknown as S;
  if (opts.status) {
    const raw = q.status === undefined || q.status === '' ? opts.status.fallback : q.status;
    status = opts.status.values.find((v) => v === raw) ?? (() => { throw new BadRequestException(LIST_MESSAGES.badStatus); })();
  }
  return { page, status, search: opts.search ? parseSearchParam(q.search) : '' };
}

/** The API document's lines for what parseListQuery reads (a query read by hand needs them: see DEVELOPING.md). */
export function ApiListQuery<S extends string>(opts: ListQueryOptions<S> = {}, searchMeaning = 'name or phone'): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } }),
    ...(opts.status ? [ApiQuery({ name: 'status', required: false, schema: { enum: [...opts.status.values], default: opts.status.fallback } })] : []),
    ...(opts.search ? [ApiQuery({ name: 'search', required: false, schema: { type: 'string' }, description: searchMeaning })] : []),
  );
}
