import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('accessibility-statement', () =>
  import('@ghat/content/policies/accessibilityStatement').then((module) => ({
    policy: module.accessibilityStatement,
  })),
);

export const Route = createFileRoute('/accessibility-statement')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
