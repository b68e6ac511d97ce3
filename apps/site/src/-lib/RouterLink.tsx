// The link every @ghat/ui component renders: TanStack Router's Link for the site's own
// pages, so moving between them needs no page load; a plain <a> for everything else.
import { Link } from '@tanstack/react-router';
import type { LinkComponentProps } from '@ghat/ui';

/** Whether an href is a page of this site that the router can show without a page load. */
export function isRouterHref(href: string, target?: string, download?: unknown): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  if ((target && target !== '_self') || download !== undefined) return false;
  const { pathname } = new URL(href, 'http://site.invalid');
  // Files such as /documents/trust-constitution.pdf or /images/ghat-share.png.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

export function RouterLink({ href, ref, children, ...props }: LinkComponentProps) {
  if (!isRouterHref(href, props.target, props.download)) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  const url = new URL(href, 'http://site.invalid');
  return (
    <Link
      ref={ref}
      {...props}
      // The typed route list cannot know every href the content holds.
      to={url.pathname as '/'}
      search={url.search ? Object.fromEntries(url.searchParams) : undefined}
      hash={url.hash ? decodeURIComponent(url.hash.slice(1)) : undefined}
      // The ui components mark the current page themselves; no 'active' class.
      activeProps={{}}
      activeOptions={{ exact: true }}
    >
      {children}
    </Link>
  );
}
