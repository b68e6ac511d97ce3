import { cookiePolicy } from '@ghat/content/policies/cookiePolicy';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { Island } from '../features/islands/Island.tsx';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

// The settings that let a visitor change their cookie choice follow the introduction.
export const Route = createFileRoute('/cookie-policy')({
  head: () => seo(cookiePolicy.meta),
  component: () => (
    <PolicyPage
      policy={cookiePolicy}
      afterIntroduction={<Island name="cookie-settings" props={{}} />}
    />
  ),
});
