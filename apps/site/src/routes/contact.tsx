import { contactPage } from '@ghat/content';
import { Card, Grid, Hero, Inline, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { ContactFormIsland } from '../-lib/formIslands.ts';
import { richText } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/contact')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => {
    await ContactFormIsland.preload();
    return {
      meta: contactPage.meta,
      text: await richText({
        messageFormIntro: contactPage.messageForm.intro,
        note: contactPage.note,
      }),
    };
  },
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ContactPage,
});

function ContactPage() {
  const { hero, contactDetails, messageForm, related } = contactPage;
  const { text } = Route.useLoaderData();
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
          <ContactFormIsland {...messageForm.form} headingLevel={3} />
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
