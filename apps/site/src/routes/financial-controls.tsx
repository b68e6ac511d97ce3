import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('financial-controls', () =>
  import('@ghat/content/policies/financialControls').then((module) => ({
    policy: module.financialControlsPolicy,
    numbered: true,
  })),
);

export const Route = createFileRoute('/financial-controls')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
