import { ourWorkPage } from '@ghat/content';
import { ButtonLink, Hero, Inline, RichText, Section } from '@ghat/ui';
import { pageTextList } from '../features/page/pageText.ts';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';

// Parsed once, where the page renders (see pageText.ts).
const sectionText = pageTextList(ourWorkPage.sections.map((section) => section.body));

const meta = ourWorkPage.meta;

function OurWorkPage() {
  const { hero, sections, callToAction } = ourWorkPage;
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

export const Route = createFileRoute('/our-work')({
  head: () => seo(meta),
  component: OurWorkPage,
});
