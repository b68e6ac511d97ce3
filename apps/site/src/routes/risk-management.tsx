import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('risk-management', () =>
  import('@ghat/content/policies/riskManagement').then((module) => ({
    policy: module.riskManagementPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/risk-management')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
