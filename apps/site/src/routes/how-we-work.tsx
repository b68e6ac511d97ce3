import { howWeWorkPage } from '@ghat/content';
import { Hero, Link, Markdown, Section, Stack, Text } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/how-we-work')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: () => howWeWorkPage.meta,
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  component: HowWeWorkPage,
});

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
          <Markdown>{section.body}</Markdown>
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
