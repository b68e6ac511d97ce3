import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/safeguarding')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/safeguarding')).safeguardingPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: SafeguardingPage,
});

function SafeguardingPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
