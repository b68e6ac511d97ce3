import { howWeWorkPage } from '@ghat/content';
import { Hero, Link, RichText, Section, Stack, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { richTextList } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/how-we-work')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => ({
    meta: howWeWorkPage.meta,
    sectionText: await richTextList(howWeWorkPage.sections.map((section) => section.body)),
  }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: HowWeWorkPage,
});

function HowWeWorkPage() {
  const { hero, sections, related } = howWeWorkPage;
  const { sectionText } = Route.useLoaderData();
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
