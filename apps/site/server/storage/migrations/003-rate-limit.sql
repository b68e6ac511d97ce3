-- The forms' rate limit shared by every instance on one PostgreSQL server (server/forms/
-- rateLimit.ts): a row for each submission counted in the last window, keyed by a keyed
-- hash of the sender's address, never the address itself. Rows older than the window are
-- deleted as the limit is checked, and by the retention purge.
CREATE TABLE IF NOT EXISTS form_rate_limit (
  key text NOT NULL,
  counted_at timestamptz NOT NULL
);

CREATE INDEX IF NOT EXISTS form_rate_limit_key ON form_rate_limit (key, counted_at);
CREATE INDEX IF NOT EXISTS form_rate_limit_counted_at ON form_rate_limit (counted_at);
