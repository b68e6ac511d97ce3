import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/financial-controls')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader(
      (await import('@ghat/content/policies/financialControls')).financialControlsPolicy,
    ),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: FinancialControlsPage,
});

function FinancialControlsPage() {
  return <PolicyPage {...Route.useLoaderData()} numbered />;
}
