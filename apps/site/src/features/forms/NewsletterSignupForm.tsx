// /get-involved's newsletter sign-up, sending through the site's form transport.
import { NewsletterSignupForm, type NewsletterSignupFormProps } from '@ghat/ui';
import { formAction, sendNewsletterSignup } from './formTransport.ts';

export default function SiteNewsletterSignupForm(
  props: Omit<NewsletterSignupFormProps, 'submit' | 'action'>,
) {
  return (
    <NewsletterSignupForm
      {...props}
      submit={sendNewsletterSignup}
      action={formAction('newsletter')}
    />
  );
}
