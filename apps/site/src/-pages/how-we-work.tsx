import { howWeWorkPage } from '@ghat/content';
import { Hero, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { pageTextList } from '../-lib/pageText.ts';

// Parsed once, where the page renders (see pageText.ts).
const sectionText = pageTextList(howWeWorkPage.sections.map((section) => section.body));

/** The page's head, read by its route's loader. */
export const meta = howWeWorkPage.meta;

export default function HowWeWorkPage() {
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
