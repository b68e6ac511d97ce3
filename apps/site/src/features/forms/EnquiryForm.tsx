// /donate's enquiry form, sending through the site's form transport.
import { EnquiryForm, type EnquiryFormProps } from '@ghat/ui';
import { formAction, sendEnquiry } from './formTransport.ts';

export default function SiteEnquiryForm(props: Omit<EnquiryFormProps, 'submit' | 'action'>) {
  return <EnquiryForm {...props} submit={sendEnquiry} action={formAction('enquiry')} />;
}
