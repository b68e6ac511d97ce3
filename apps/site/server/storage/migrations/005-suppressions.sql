-- Erasures that stay erased, and a do-not-contact list that survives a restore: a keyed
-- hash (HMAC-SHA-256 under the 'suppression-key' secret in app_secrets) of each erased or
-- unsubscribed address, never the address itself. A restore re-applies every entry to
-- records older than `at` (server/storage/suppressions.ts). The same list is kept in a
-- file beside the backups, so it outlives the database.
CREATE TABLE IF NOT EXISTS suppressions (
  kind text NOT NULL CHECK (kind IN ('erased', 'do-not-contact')),
  hash text NOT NULL,
  -- When the address was erased or unsubscribed: records made after this are new.
  at timestamptz NOT NULL,
  PRIMARY KEY (kind, hash)
);
