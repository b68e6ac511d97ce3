// /contact's form, sending through the site's form transport in the page's language.
import { ContactForm, useLocale, type ContactFormProps } from '@ghat/ui';
import { formAction, sendContactMessage } from './formTransport.ts';

export default function SiteContactForm(props: Omit<ContactFormProps, 'submit' | 'action'>) {
  const { code: language } = useLocale();
  return (
    <ContactForm
      {...props}
      submit={(values) => sendContactMessage(values, { language })}
      action={formAction('contact', language)}
    />
  );
}
