import { riskManagementPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/risk-management')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(riskManagementPolicy.meta, riskManagementPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: RiskManagementPage,
});

function RiskManagementPage() {
  return <PolicyPage policy={riskManagementPolicy} text={Route.useLoaderData().text} numbered />;
}
