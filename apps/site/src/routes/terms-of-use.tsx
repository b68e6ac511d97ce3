import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('terms-of-use', () =>
  import('@ghat/content/policies/termsOfUse').then((module) => ({ policy: module.termsOfUse })),
);

export const Route = createFileRoute('/terms-of-use')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
