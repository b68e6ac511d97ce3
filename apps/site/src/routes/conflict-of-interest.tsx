import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('conflict-of-interest', () =>
  import('@ghat/content/policies/conflictOfInterest').then((module) => ({
    policy: module.conflictOfInterestPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/conflict-of-interest')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
