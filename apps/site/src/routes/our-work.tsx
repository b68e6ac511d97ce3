import { ourWorkPage } from '@ghat/content';
import { ButtonLink, Hero, Inline, RichText, Section } from '@ghat/ui';
import { createFileRoute } from '@tanstack/react-router';
import { richTextList } from '../-lib/richText.ts';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/our-work')({
  // The page's words stay in its own chunks: head() reads them from the loader.
  loader: async () => ({
    meta: ourWorkPage.meta,
    sectionText: await richTextList(ourWorkPage.sections.map((section) => section.body)),
  }),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: OurWorkPage,
});

function OurWorkPage() {
  const { hero, sections, callToAction } = ourWorkPage;
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
      <Section heading={callToAction.heading} intro={callToAction.text} tone="brand">
        <Inline space="md">
          {callToAction.actions.map((action) => (
            <ButtonLink key={action.href} href={action.href} variant="secondary">
              {action.label}
            </ButtonLink>
          ))}
        </Inline>
      </Section>
    </>
  );
}
