-- What people send through the site's forms. One row per acknowledged submission; its id is
-- the reference the response gives. `email` is kept apart from `fields` so the trust can
-- find, export and erase everything about one address (subject access, erasure).
CREATE TABLE submissions (
  id uuid PRIMARY KEY,
  form text NOT NULL CHECK (form IN ('contact', 'enquiry', 'newsletter', 'footer-newsletter')),
  email text NOT NULL,
  fields jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- The purge and the CSV export select by date; the rights requests by address.
CREATE INDEX submissions_received_at ON submissions (received_at);
CREATE INDEX submissions_email ON submissions (lower(email));
