import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/conflict-of-interest')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader(
      (await import('@ghat/content/policies/conflictOfInterest')).conflictOfInterestPolicy,
    ),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ConflictOfInterestPage,
});

function ConflictOfInterestPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
