// /get-involved's newsletter sign-up, sending through the site's form transport in the page's
// language (the confirmation email and the pages its links open come in it).
import { NewsletterSignupForm, useLocale, type NewsletterSignupFormProps } from '@ghat/ui';
import { formAction, sendNewsletterSignup } from './formTransport.ts';

export default function SiteNewsletterSignupForm(
  props: Omit<NewsletterSignupFormProps, 'submit' | 'action'>,
) {
  const { code: language } = useLocale();
  return (
    <NewsletterSignupForm
      {...props}
      submit={(values) => sendNewsletterSignup(values, { language })}
      action={formAction('newsletter', language)}
    />
  );
}
