// The site's forms as islands (see islands.tsx): each page's form hydrates on first use.
import { island } from './islands.tsx';

export const ContactFormIsland = island('contact-form', () => import('./forms/ContactForm.tsx'));
export const EnquiryFormIsland = island('enquiry-form', () => import('./forms/EnquiryForm.tsx'));
export const NewsletterSignupFormIsland = island(
  'newsletter-signup-form',
  () => import('./forms/NewsletterSignupForm.tsx'),
);
