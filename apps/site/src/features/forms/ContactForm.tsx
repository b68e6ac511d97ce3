// /contact's form, sending through the site's form transport in the page's language.
import { ContactForm, type ContactFormProps } from '@ghat/ui';
import { sendContactMessage, useFormTransport } from './formTransport.ts';

export default function SiteContactForm(props: Omit<ContactFormProps, 'submit' | 'action'>) {
  return <ContactForm {...props} {...useFormTransport('contact', sendContactMessage)} />;
}
