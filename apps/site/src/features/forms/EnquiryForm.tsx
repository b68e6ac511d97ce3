// /donate's enquiry form, sending through the site's form transport in the page's language.
import { EnquiryForm, type EnquiryFormProps } from '@ghat/ui';
import { sendEnquiry, useFormTransport } from './formTransport.ts';

export default function SiteEnquiryForm(props: Omit<EnquiryFormProps, 'submit' | 'action'>) {
  return <EnquiryForm {...props} {...useFormTransport('enquiry', sendEnquiry)} />;
}
