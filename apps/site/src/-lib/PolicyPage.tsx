// A policy page from @ghat/content's Policy record: ui's PolicyLayout with rich-text bodies.
// Every policy route is this component, fed by policyLoader from its loader.
import { policyDisplayDates, type PageMeta, type Policy } from '@ghat/content';
import { PolicyLayout, RichText, Stack, type RichTextBlock } from '@ghat/ui';
import type { ReactNode } from 'react';
import { richText, richTextList } from './richText.ts';

/** A policy without its markdown: what the page needs beside the rich text. */
export type PolicyOutline = Omit<Policy, 'introduction' | 'sections'> & {
  sections: { id: string; title: string }[];
};

export interface PolicyText {
  introduction?: RichTextBlock[];
  sections: RichTextBlock[][];
}

/**
 * The route's loader, given the policy from a dynamic import: the policy module is then
 * fetched only when a visitor moves to the page inside the site, and a prerendered page
 * carries just its outline and rich text instead of the module as well.
 */
export async function policyLoader(policy: Policy, meta: PageMeta = policy.meta) {
  const { introduction, sections, ...rest } = policy;
  const [introductionText, sectionTexts] = await Promise.all([
    introduction ? richText({ introduction }) : undefined,
    richTextList(sections.map((section) => section.body)),
  ]);
  const outline: PolicyOutline = {
    ...rest,
    sections: sections.map(({ id, title }) => ({ id, title })),
  };
  const text: PolicyText = { ...introductionText, sections: sectionTexts };
  return { meta, policy: outline, text };
}

export interface PolicyPageProps {
  policy: PolicyOutline;
  /** The policy's text, from policyLoader. */
  text: PolicyText;
  /** Number the sections ('1. Policy Statement'), as the governance policies are. */
  numbered?: boolean;
  /** Shown after the introduction: the cookie policy's settings, say. */
  afterIntroduction?: ReactNode;
}

export function PolicyPage({ policy, text, numbered, afterIntroduction }: PolicyPageProps) {
  const introduction = text.introduction ? <RichText blocks={text.introduction} /> : undefined;
  return (
    <PolicyLayout
      title={policy.title}
      intro={
        afterIntroduction ? (
          <Stack space="lg">
            {introduction}
            {afterIntroduction}
          </Stack>
        ) : (
          introduction
        )
      }
      {...policyDisplayDates(policy)}
      numbered={numbered}
      sections={policy.sections.map((section, index) => ({
        id: section.id,
        title: section.title,
        body: <RichText blocks={text.sections[index] ?? []} />,
      }))}
      relatedLinks={policy.related}
    />
  );
}
