import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** An upload's path as a condition over `uploads` sees it: the column, and as a one-item array. */
export type UploadPath = { column: PgColumn; array: SQL };

/**
 * Rows of a module that may refer to uploads: its table, and when one of its rows refers to the
 * upload at `path`. The module that owns the column declares it; the file store keeps an upload
 * while any declared row refers to it, and knows no module's tables itself.
 */
export type FileReference = {
  table: PgTable;
  refersTo: (path: UploadPath) => SQL;
};
