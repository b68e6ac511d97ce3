import { supportTheTrust, meta } from '@ghat/content/pages/supportTheTrust';
import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../features/head/seo.ts';
import { PolicyPage } from '../features/page/PolicyPage.tsx';

// A sectioned page with a contents list, not a policy: its sections are not numbered.
export const Route = createFileRoute('/support-the-trust')({
  head: () => seo(meta),
  component: () => <PolicyPage policy={supportTheTrust} numbered={false} />,
});
