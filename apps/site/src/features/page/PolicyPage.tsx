// A policy page from @ghat/content's Policy record: ui's PolicyLayout with the policy's
// markdown as rich text. Every policy route shows one through policyPage (policyIsland.tsx).
import { policyDisplayDates, type Policy } from '@ghat/content';
import { Markdown, PolicyLayout, Stack } from '@ghat/ui';
import type { ReactNode } from 'react';

export interface PolicyPageProps {
  policy: Policy;
  /** Number the sections ('1. Policy Statement'), as the governance policies are. */
  numbered?: boolean;
  /** Shown after the introduction: the cookie policy's settings, say. */
  afterIntroduction?: ReactNode;
}

export function PolicyPage({ policy, numbered, afterIntroduction }: PolicyPageProps) {
  const introduction = policy.introduction ? <Markdown>{policy.introduction}</Markdown> : undefined;
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
      sections={policy.sections.map((section) => ({
        id: section.id,
        title: section.title,
        body: <Markdown>{section.body}</Markdown>,
      }))}
      relatedLinks={policy.related}
    />
  );
}
