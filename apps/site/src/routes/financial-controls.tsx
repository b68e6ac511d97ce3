import { financialControlsPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/financial-controls')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(financialControlsPolicy.meta, financialControlsPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: FinancialControlsPage,
});

function FinancialControlsPage() {
  return <PolicyPage policy={financialControlsPolicy} text={Route.useLoaderData().text} numbered />;
}
