import { whistleblowingPolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/whistleblowing')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => whistleblowingPolicy.meta,
  head: ({ loaderData }) => (loaderData ? seo(loaderData) : {}),
  component: () => <PolicyPage policy={whistleblowingPolicy} numbered />,
});
