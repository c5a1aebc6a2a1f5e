/**
 * PostgreSQL extensions the migrations may CREATE. PGlite needs each one passed to its
 * constructor; a PostgreSQL server ships them in its contrib package. One place, so both
 * database paths load the same set.
 */
export const pgliteExtensions = {};
