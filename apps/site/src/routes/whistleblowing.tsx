import { whistleblowingPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/whistleblowing')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(whistleblowingPolicy.meta, whistleblowingPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: WhistleblowingPage,
});

function WhistleblowingPage() {
  return <PolicyPage policy={whistleblowingPolicy} text={Route.useLoaderData().text} numbered />;
}
