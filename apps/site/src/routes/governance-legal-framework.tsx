import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

// A sectioned page with a contents list, not a policy: its sections are not numbered.
const Page = policyPage('governance-legal-framework', () =>
  import('@ghat/content/pages/governanceLegalFramework').then((page) => ({
    policy: page.governanceLegalFramework,
    meta: page.meta,
    numbered: false,
  })),
);

export const Route = createFileRoute('/governance-legal-framework')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
