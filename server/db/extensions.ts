import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PostgreSQL extensions the migrations may CREATE. PGlite needs each one passed to its
 * constructor; a PostgreSQL server ships them in its contrib package. One place, so both
 * database paths load the same set.
 * - pg_trgm: trigram indexes, so substring filters (`ILIKE '%term%'`) of the server-paged lists
 *   read an index instead of every row (096_paging_indexes.sql).
 */
export const pgliteExtensions = { pg_trgm };
