import { createFileRoute } from '@tanstack/react-router';
import { CookieSettings } from '../-lib/CookieSettings.tsx';
import { PolicyPage, policyLoader } from '../-lib/PolicyPage.tsx';
import { seo } from '../-lib/seo.ts';

export const Route = createFileRoute('/cookie-policy')({
  // The policy is imported on demand: see policyLoader.
  loader: async () =>
    policyLoader((await import('@ghat/content/policies/cookiePolicy')).cookiePolicy),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: CookiePolicyPage,
});

function CookiePolicyPage() {
  return <PolicyPage {...Route.useLoaderData()} afterIntroduction={<CookieSettings />} />;
}
