import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

// A sectioned page with a contents list, not a policy: its sections are not numbered.
const Page = policyPage('support-the-trust', () =>
  import('@ghat/content/pages/supportTheTrust').then((page) => ({
    policy: page.supportTheTrust,
    meta: page.meta,
    numbered: false,
  })),
);

export const Route = createFileRoute('/support-the-trust')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
