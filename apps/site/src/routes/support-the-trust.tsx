import { supportTheTrustPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/support-the-trust')({
  // The page's words stay in its own chunks: head() reads the meta from the loader.
  loader: () => supportTheTrustPage.meta,
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  // A sectioned page with a contents list, not a policy: its sections are not numbered.
  component: () => <PolicyPage policy={supportTheTrustPage.supportTheTrust} numbered={false} />,
});
