import type { Kysely } from 'kysely';
import type { Schema } from './schema';

/** The query builder of a transaction in progress (or the database itself). */
export type Trx = Kysely<Schema>;
