import type { footerNewsletterFormCopy } from '@ghat/content';
import { FooterNewsletterForm, Heading, Stack, Text } from '@ghat/ui';
import { sendFooterNewsletterSignup, useFormTransport } from './formTransport.ts';

// Not a landmark of its own: the footer is one already, and get-involved has a section
// with the same name.
export interface FooterNewsletterProps {
  heading: string;
  text: string;
  /** The form's words: @ghat/content's in English, none (@ghat/ui's own) in a translation. */
  formWords: Partial<typeof footerNewsletterFormCopy>;
}

export default function FooterNewsletter({ heading, text, formWords }: FooterNewsletterProps) {
  const transport = useFormTransport('footer-newsletter', sendFooterNewsletterSignup);
  return (
    <Stack space="sm">
      <Heading level={2} size="xs" tone="inverse">
        {heading}
      </Heading>
      <Text size="sm">{text}</Text>
      <FooterNewsletterForm {...formWords} {...transport} submitVariant="secondary" />
    </Stack>
  );
}
