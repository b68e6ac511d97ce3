import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

const Page = policyPage('privacy-policy', () =>
  import('@ghat/content/policies/privacyPolicy').then((module) => ({
    policy: module.privacyPolicy,
  })),
);

export const Route = createFileRoute('/privacy-policy')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
