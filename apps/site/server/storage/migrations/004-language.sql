-- The language of the page a submission or a sign-up came from ('en', 'fr', 'ar'...): the
-- trust answers in it, and the emails to the person (receipts, the newsletter's
-- confirmation and welcome, the pages their links open) are written in it.
ALTER TABLE submissions ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
ALTER TABLE newsletter_subscriptions ADD COLUMN IF NOT EXISTS language text NOT NULL DEFAULT 'en';
