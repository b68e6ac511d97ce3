import { footerNewsletterCopy, footerNewsletterFormCopy } from '@ghat/content';
import { FooterNewsletterForm, Heading, Stack, Text } from '@ghat/ui';
import { formAction, sendFooterNewsletterSignup } from './formTransport.ts';

// Not a landmark of its own: the footer is one already, and get-involved has a section
// with the same name.
export default function FooterNewsletter() {
  return (
    <Stack space="sm">
      <Heading level={2} size="xs" tone="inverse">
        {footerNewsletterCopy.heading}
      </Heading>
      <Text size="sm">{footerNewsletterCopy.text}</Text>
      <FooterNewsletterForm
        {...footerNewsletterFormCopy}
        submit={sendFooterNewsletterSignup}
        action={formAction('footer-newsletter')}
        submitVariant="secondary"
      />
    </Stack>
  );
}
