// /get-involved's newsletter sign-up, sending through the site's form transport in the page's
// language (the confirmation email and the pages its links open come in it).
import { NewsletterSignupForm, type NewsletterSignupFormProps } from '@ghat/ui';
import { sendNewsletterSignup, useFormTransport } from './formTransport.ts';

export default function SiteNewsletterSignupForm(
  props: Omit<NewsletterSignupFormProps, 'submit' | 'action'>,
) {
  return (
    <NewsletterSignupForm {...props} {...useFormTransport('newsletter', sendNewsletterSignup)} />
  );
}
