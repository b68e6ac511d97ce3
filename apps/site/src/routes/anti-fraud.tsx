import { antiFraudPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/anti-fraud')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(antiFraudPolicy.meta, antiFraudPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: AntiFraudPage,
});

function AntiFraudPage() {
  return <PolicyPage policy={antiFraudPolicy} text={Route.useLoaderData().text} numbered />;
}
