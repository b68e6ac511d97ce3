import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('whistleblowing', () =>
  import('@ghat/content/policies/whistleblowing').then((module) => ({
    policy: module.whistleblowingPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/whistleblowing')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
