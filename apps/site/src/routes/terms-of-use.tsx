import { termsOfUse } from '@ghat/content/policies/termsOfUse';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/terms-of-use')({
  head: () => seo(termsOfUse.meta),
  component: () => <PolicyPage policy={termsOfUse} />,
});
