import type { footerNewsletterFormCopy } from '@ghat/content';
import { FooterNewsletterForm } from '@ghat/ui';
import { sendFooterNewsletterSignup, useFormTransport } from './formTransport.ts';

// The form alone: its heading and line are the footer's static HTML (routes/__root.tsx).
export interface FooterNewsletterProps {
  /** The form's words: @ghat/content's in English, none (@ghat/ui's own) in a translation. */
  formWords: Partial<typeof footerNewsletterFormCopy>;
}

export default function FooterNewsletter({ formWords }: FooterNewsletterProps) {
  const transport = useFormTransport('footer-newsletter', sendFooterNewsletterSignup);
  return <FooterNewsletterForm {...formWords} {...transport} submitVariant="secondary" />;
}
