import { contactPage } from '@ghat/content';
import { Card, Grid, Hero, Inline, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import SiteContactForm from '../-lib/forms/ContactForm.tsx';
import { pageText } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({
  messageFormIntro: contactPage.messageForm.intro,
  note: contactPage.note,
});

/** The page's head, read by its route's loader. */
export const meta = contactPage.meta;

export default function ContactPage() {
  const { hero, contactDetails, messageForm, related } = contactPage;
  const { email, postalAddress, responseTime } = contactDetails;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section heading={contactDetails.heading}>
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
          <Card title={email.label} headingLevel={3}>
            <Text>
              <Link href={email.href}>{email.address}</Link>
            </Text>
          </Card>
          <Card title={postalAddress.label} headingLevel={3}>
            <Stack space="none">
              {postalAddress.lines.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          </Card>
          <Card title={responseTime.label} headingLevel={3}>
            <Text>{responseTime.text}</Text>
          </Card>
        </Grid>
      </Section>
      <Section id={messageForm.id} heading={messageForm.heading} tone="subtle" width="narrow">
        <Stack space="xl">
          <RichText blocks={text.messageFormIntro} />
          <SiteContactForm {...messageForm.form} headingLevel={3} />
          <RichText blocks={text.note} />
          <Inline space="lg">
            {related.map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
          </Inline>
        </Stack>
      </Section>
    </>
  );
}
