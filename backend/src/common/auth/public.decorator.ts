import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'law:isPublic';

/**
 * Marks a controller or a route as reachable without an admin session. Everything else is denied by the global
 * admin-session guard: a new route is protected unless someone writes this word on it.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
