// /donate's enquiry form, sending through the site's form transport in the page's language.
import { EnquiryForm, useLocale, type EnquiryFormProps } from '@ghat/ui';
import { formAction, sendEnquiry } from './formTransport.ts';

export default function SiteEnquiryForm(props: Omit<EnquiryFormProps, 'submit' | 'action'>) {
  const { code: language } = useLocale();
  return (
    <EnquiryForm
      {...props}
      submit={(values) => sendEnquiry(values, { language })}
      action={formAction('enquiry', language)}
    />
  );
}
