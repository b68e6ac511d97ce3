import { conflictOfInterestPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/conflict-of-interest')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(conflictOfInterestPolicy.meta, conflictOfInterestPolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: ConflictOfInterestPage,
});

function ConflictOfInterestPage() {
  return (
    <PolicyPage policy={conflictOfInterestPolicy} text={Route.useLoaderData().text} numbered />
  );
}
