import { cookiePolicy } from '@ghat/content';
import { createFileRoute } from '@tanstack/react-router';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/cookie-policy')({
  // The policy's text stays in its own chunks: head() reads the meta from the loader.
  loader: () => policyLoader(cookiePolicy.meta, cookiePolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <PolicyPage policy={cookiePolicy} text={Route.useLoaderData().text} />;
}
