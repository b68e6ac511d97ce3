import { whistleblowingPolicy } from '@ghat/content/policies/whistleblowing';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

export const Route = createFileRoute('/whistleblowing')({
  head: () => seo(whistleblowingPolicy.meta),
  component: () => <PolicyPage policy={whistleblowingPolicy} numbered={true} />,
});
