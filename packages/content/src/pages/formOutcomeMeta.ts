// The heads of the pages a form lands on without JavaScript: plain text in a module of its
// own, so a route can read them without the pages' words (see formOutcomes.ts).
import type { PageMeta } from '../schemas.ts';

export const formSentMeta = {
  path: '/forms/sent',
  title: 'Thank you',
  description: 'What you sent has reached the Global Health Access Trust.',
} satisfies PageMeta;

export const formNotSentMeta = {
  path: '/forms/not-sent',
  title: 'Your form was not sent',
  description: 'Some details were missing or not in the form we expected.',
} satisfies PageMeta;
