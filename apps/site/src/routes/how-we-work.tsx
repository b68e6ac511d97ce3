import { howWeWorkPage } from '@ghat/content';
import { Hero, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { pageTextList } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const sectionText = pageTextList(howWeWorkPage.sections.map((section) => section.body));

const meta = howWeWorkPage.meta;

function HowWeWorkPage() {
  const { hero, sections, related } = howWeWorkPage;
  return (
    <>
      <Hero tone="subtle" title={hero.title} intro={hero.intro} />
      {sections.map((section, index) => (
        <Section
          key={section.id}
          id={section.id}
          heading={section.title}
          tone={index % 2 === 1 ? 'subtle' : undefined}
          width="narrow"
        >
          <RichText blocks={sectionText[index] ?? []} />
        </Section>
      ))}
      <Section heading={related.heading} tone="subtle" width="narrow">
        <Stack as="ul" space="xs">
          {related.links.map((link) => (
            <Text key={link.href} as="span">
              <Link href={link.href} display="block">
                {link.label}
              </Link>
            </Text>
          ))}
        </Stack>
      </Section>
    </>
  );
}

export const Route = createFileRoute('/how-we-work')({
  head: () => seo(meta),
  component: HowWeWorkPage,
});
