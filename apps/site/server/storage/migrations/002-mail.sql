-- Mail: the outbox every email goes through, the newsletter's subscriptions and the
-- secret that signs the newsletter's links. Plain SQL for PGlite and PostgreSQL 15+.

-- Every email, written in the same transaction as whatever caused it, then sent by the
-- outbox worker. A row is never deleted by sending: sent_at records it.
CREATE TABLE IF NOT EXISTS mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- What the email is: 'contact-forward', 'enquiry-forward', 'newsletter-confirmation', ...
  kind text NOT NULL,
  recipient text NOT NULL,
  reply_to text,
  subject text NOT NULL,
  text text NOT NULL,
  html text,
  -- Extra headers (List-Unsubscribe and List-Unsubscribe-Post), name to value.
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  attempts integer NOT NULL DEFAULT 0,
  -- When the worker may next take it; a worker sending it pushes this forward (a lease).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  -- The last failure's code and SMTP reply, with any email address removed.
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
CREATE INDEX IF NOT EXISTS mail_outbox_recipient ON mail_outbox (lower(recipient));

-- One row per address. Unconfirmed until its link is followed; after unsubscribing the
-- address stays (without the name) as the do-not-contact list the privacy policy promises.
CREATE TABLE IF NOT EXISTS newsletter_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  first_name text,
  source text NOT NULL CHECK (source IN ('footer', 'get-involved')),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The last sign-up that sent a confirmation email (the purge of unconfirmed sign-ups
  -- after 30 days counts from here).
  requested_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

-- Secrets the application generates once and keeps across restarts (the signing key for
-- newsletter links when GHAT_SIGNING_SECRET is not set).
CREATE TABLE IF NOT EXISTS app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
