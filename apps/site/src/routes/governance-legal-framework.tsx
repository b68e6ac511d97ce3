import { governanceLegalFrameworkPage } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/governance-legal-framework')({
  // The page's words stay in its own chunks: head() reads the meta from the loader.
  loader: () => governanceLegalFrameworkPage.meta,
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  // A sectioned page with a contents list, not a policy: its sections are not numbered.
  component: () => (
    <PolicyPage policy={governanceLegalFrameworkPage.governanceLegalFramework} numbered={false} />
  ),
});
