// A policy route's page as an island. Kept apart from PolicyPage.tsx, which this loads on
// demand, so a route's first view holds only this small factory.
import type { PageMeta } from '@ghat/content';
import type { PolicyPageProps } from './PolicyPage.tsx';
import { pageIsland } from './islands.tsx';

/** What a policy route's page shows, loaded on demand. */
export interface PolicyPageContent extends PolicyPageProps {
  /** The page's head, when it is not the policy's own (a sectioned page that is not a policy). */
  meta?: PageMeta;
}

/**
 * A policy route's page, with the loader the route gives it. The page is an island
 * (islands.tsx): prerendered in full, its text and code fetched on the visitor's first
 * interaction (or by the loader, on a move inside the site), so a first view carries neither.
 */
export function policyPage(name: string, load: () => Promise<PolicyPageContent>) {
  const Page = pageIsland(`page-${name}`, async () => {
    const [{ PolicyPage }, { meta, ...props }] = await Promise.all([
      import('./PolicyPage.tsx'),
      load(),
    ]);
    void meta;
    return { default: () => <PolicyPage {...props} /> };
  });
  const loader = async () => {
    const [{ policy, meta }] = await Promise.all([load(), Page.prepare()]);
    return { meta: meta ?? policy.meta };
  };
  return Object.assign(Page, { loader });
}
