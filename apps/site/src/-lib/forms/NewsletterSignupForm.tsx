// /get-involved's newsletter sign-up, sending through the site's form transport.
import { NewsletterSignupForm, type NewsletterSignupFormProps } from '@ghat/ui';
import { sendNewsletterSignup } from '../formTransport.ts';

export default function SiteNewsletterSignupForm(props: Omit<NewsletterSignupFormProps, 'submit'>) {
  return <NewsletterSignupForm {...props} submit={sendNewsletterSignup} />;
}
