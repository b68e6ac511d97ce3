import { privacyPolicy } from '@ghat/content/policies/privacyPolicy';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/privacy-policy')({
  head: () => seo(privacyPolicy.meta),
  component: () => <PolicyPage policy={privacyPolicy} />,
});
