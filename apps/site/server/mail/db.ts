// The database the mail library needs: the storage module's shape (server/storage), spelled
// out here so the library and its tests depend on nothing but a `query`.

/** A connection or an open transaction: PGlite, a `pg` client, or storage's `Database`. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** A database that can run a function inside one transaction. */
export interface Transactional extends Queryable {
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}
