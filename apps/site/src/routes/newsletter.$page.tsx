import { newsletterLinkPageAt } from '@ghat/content';
import { newsletterLinkPagesIn } from '@ghat/content/i18n';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { NewsletterLinkPage } from '../features/forms/NewsletterLinkPage.tsx';
import { seo } from '../features/head/seo.ts';

// The pages a newsletter email's link opens: the forms service answers the link's address
// with one of them (server/mail/handlers.ts). Never indexed: only an email leads here.
export const Route = createFileRoute('/newsletter/$page')({
  loader: ({ params, context }) => {
    const page = newsletterLinkPageAt(
      newsletterLinkPagesIn(context.locale),
      `/newsletter/${params.page}`,
    );
    if (!page) throw notFound();
    return { page };
  },
  head: ({ loaderData, match }) => {
    if (!loaderData) return {};
    const { page } = loaderData;
    const { locale } = match.context;
    return seo({
      path: page.path,
      title: page.title,
      description: page.text,
      noindex: true,
      locale,
    });
  },
  component: NewsletterLinkPageRoute,
});

function NewsletterLinkPageRoute() {
  const { page } = Route.useLoaderData();
  return <NewsletterLinkPage page={page} />;
}
