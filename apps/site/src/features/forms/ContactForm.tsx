// /contact's form, sending through the site's form transport.
import { ContactForm, type ContactFormProps } from '@ghat/ui';
import { formAction, sendContactMessage } from './formTransport.ts';

export default function SiteContactForm(props: Omit<ContactFormProps, 'submit' | 'action'>) {
  return <ContactForm {...props} submit={sendContactMessage} action={formAction('contact')} />;
}
