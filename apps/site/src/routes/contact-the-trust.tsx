import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

// A sectioned page with a contents list, not a policy: its sections are not numbered.
const Page = policyPage('contact-the-trust', () =>
  import('@ghat/content/pages/contactTheTrust').then((page) => ({
    policy: page.contactTheTrust,
    meta: page.meta,
    numbered: false,
  })),
);

export const Route = createFileRoute('/contact-the-trust')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
