import { InitialSchema1795300000000 } from './1795300000000-initial-schema';

/** Every migration, oldest first. A feature adds its own file and one line here. */
export const MIGRATIONS = [InitialSchema1795300000000];
