import { createFileRoute } from '@tanstack/react-router';
import { policyPage } from '../-lib/policyIsland.tsx';
import { seo } from '../-lib/seo.ts';

// The settings that let a visitor change their cookie choice follow the introduction.
const Page = policyPage('cookie-policy', () =>
  Promise.all([
    import('@ghat/content/policies/cookiePolicy'),
    import('../-lib/CookieSettings.tsx'),
  ]).then(([{ cookiePolicy }, { CookieSettings }]) => ({
    policy: cookiePolicy,
    afterIntroduction: <CookieSettings />,
  })),
);

export const Route = createFileRoute('/cookie-policy')({
  loader: () => Page.loader(),
  head: ({ loaderData }) => (loaderData ? seo(loaderData.meta) : {}),
  component: Page,
});
