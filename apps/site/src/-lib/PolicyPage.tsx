// A policy page from @ghat/content's Policy record: ui's PolicyLayout with Markdown bodies.
// Every policy route is this component with its own record.
import { policyDisplayDates, type Policy } from '@ghat/content';
import { Markdown, PolicyLayout } from '@ghat/ui';

export interface PolicyPageProps {
  policy: Policy;
  /** Number the sections ('1. Policy Statement'), as the governance policies are. */
  numbered?: boolean;
}

export function PolicyPage({ policy, numbered }: PolicyPageProps) {
  return (
    <PolicyLayout
      title={policy.title}
      intro={policy.introduction ? <Markdown>{policy.introduction}</Markdown> : undefined}
      {...policyDisplayDates(policy)}
      numbered={numbered}
      sections={policy.sections.map((section) => ({
        id: section.id,
        title: section.title,
        body: <Markdown>{section.body}</Markdown>,
      }))}
      relatedLinks={policy.related}
    />
  );
}
