import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('safeguarding', () =>
  import('@ghat/content/policies/safeguarding').then((module) => ({
    policy: module.safeguardingPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/safeguarding')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
