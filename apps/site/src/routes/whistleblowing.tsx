import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/whistleblowing')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/whistleblowing')).whistleblowingPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: WhistleblowingPage,
});

function WhistleblowingPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
