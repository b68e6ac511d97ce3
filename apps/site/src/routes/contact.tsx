import { contactPage } from '@ghat/content';
import { Card, Grid, Hero, Inline, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { Island } from '../features/islands/Island.tsx';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { localisedHead, useLocalisedPage } from '../features/page/localisedPage.ts';

function ContactPage() {
  const page = useLocalisedPage(contactPage);
  // Parsed where the page renders (see pageText.ts), in its language.
  const text = pageText({
    messageFormIntro: page.messageForm.intro,
    note: page.note,
  });

  const { hero, contactDetails, messageForm, related } = page;
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
          <Island
            name="contact-form"
            props={{ ...messageForm.form, headingLevel: 3 }}
            hydrate="visible"
          />
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

export const Route = createFileRoute('/contact')({
  head: localisedHead(contactPage),
  component: ContactPage,
});
