// A policy page from @ghat/content's Policy record: ui's PolicyLayout with the policy's
// markdown as rich text. Every policy route shows one through policyPage (policyIsland.tsx).
import type { Policy } from '@ghat/content';
import { Markdown, PolicyLayout, Stack, useFormatter, type LocaleFormatter } from '@ghat/ui';
import type { ReactNode } from 'react';

export interface PolicyPageProps {
  policy: Policy;
  /** Number the sections ('1. Policy Statement'), as the governance policies are. */
  numbered?: boolean;
  /** Shown after the introduction: the cookie policy's settings, say. */
  afterIntroduction?: ReactNode;
}

const numericDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/**
 * The governance dates in the page's language, through Intl, marked with it: on a translated
 * page they sit beside PolicyLayout's translated labels, in an English policy.
 */
function datesIn(format: LocaleFormatter, policy: Policy) {
  const written = (isoDate: string | undefined, options?: Intl.DateTimeFormatOptions) =>
    isoDate ? (
      <time dateTime={isoDate} lang={format.locale}>
        {format.date(isoDate, options)}
      </time>
    ) : undefined;
  return {
    lastUpdated: written(policy.lastUpdated),
    effectiveDate: written(policy.effectiveDate, numericDate),
    reviewDate: written(policy.reviewDate, numericDate),
  };
}

export function PolicyPage({ policy, numbered, afterIntroduction }: PolicyPageProps) {
  const format = useFormatter();
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
      {...datesIn(format, policy)}
      approvedBy={policy.approvedBy}
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
