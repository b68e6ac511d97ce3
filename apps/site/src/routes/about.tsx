import { aboutPage, organisation } from '@ghat/content';
import { Grid, Hero, Link, RichText, Section, Stack, Text, ValueCard } from '@ghat/ui';
import { pageText } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const text = pageText({
  vision: aboutPage.vision.body,
  legalStatus: aboutPage.legalStatus.body,
});

const meta = aboutPage.meta;

function AboutPage() {
  const { hero, vision, values, legalStatus, registeredAddress } = aboutPage;
  const { address, contact } = registeredAddress;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      <Section heading={vision.heading} intro={vision.statement} width="narrow">
        <RichText blocks={text.vision} />
      </Section>
      <Section heading={values.heading} intro={values.intro} tone="subtle">
        <Grid as="ul" space="lg" columns={{ mobile: 1, tablet: 3 }}>
          {values.items.map((value) => (
            <ValueCard
              key={value.label}
              number={value.number}
              label={value.label}
              description={value.description}
              headingLevel={3}
            />
          ))}
        </Grid>
      </Section>
      <Section id={legalStatus.id} heading={legalStatus.title} width="narrow">
        <RichText blocks={text.legalStatus} />
      </Section>
      <Section
        heading={registeredAddress.heading}
        intro={registeredAddress.intro}
        tone="subtle"
        width="narrow"
      >
        <Stack space="lg">
          <Stack space="none">
            {[organisation.name, address.line1, address.city, address.country].map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
          <Text>
            <Link href={contact.href}>{contact.label}</Link>
          </Text>
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/about')({
  head: () => seo(meta),
  component: AboutPage,
});
