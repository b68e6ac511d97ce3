import { safeguardingPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/safeguarding')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(safeguardingPolicy.meta, safeguardingPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: SafeguardingPage,
});

function SafeguardingPage() {
  return <PolicyPage policy={safeguardingPolicy} text={Route.useLoaderData().text} numbered />;
}
