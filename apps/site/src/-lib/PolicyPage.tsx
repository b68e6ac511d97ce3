// A policy page from @ghat/content's Policy record: ui's PolicyLayout with rich-text bodies.
// Every policy route is this component with its own record, and policyLoader as its loader.
import { policyDisplayDates, type PageMeta, type Policy } from '@ghat/content';
import { PolicyLayout, RichText, type RichTextBlock } from '@ghat/ui';
import { richText, richTextList } from './richText.ts';

export interface PolicyText {
  introduction?: RichTextBlock[];
  sections: RichTextBlock[][];
}

/** The route's loader: the page's meta for head(), and the policy's markdown as rich text. */
export async function policyLoader(meta: PageMeta, policy: Policy) {
  const [introduction, sections] = await Promise.all([
    policy.introduction ? richText({ introduction: policy.introduction }) : undefined,
    richTextList(policy.sections.map((section) => section.body)),
  ]);
  const text: PolicyText = { ...introduction, sections };
  return { meta, text };
}

export interface PolicyPageProps {
  policy: Policy;
  /** The policy's text, from policyLoader. */
  text: PolicyText;
  /** Number the sections ('1. Policy Statement'), as the governance policies are. */
  numbered?: boolean;
}

export function PolicyPage({ policy, text, numbered }: PolicyPageProps) {
  return (
    <PolicyLayout
      title={policy.title}
      intro={text.introduction ? <RichText blocks={text.introduction} /> : undefined}
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
