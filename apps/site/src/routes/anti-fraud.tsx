import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('anti-fraud', () =>
  import('@ghat/content/policies/antiFraud').then((module) => ({
    policy: module.antiFraudPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/anti-fraud')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
