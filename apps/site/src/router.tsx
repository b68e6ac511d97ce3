import { splitLocale } from '@ghat/content/i18n';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

// The router defines every route, its loader and its head, and prerenders the pages (and
// serves the dev server). The browser never runs it: pages are static HTML with islands
// (src/client.tsx), and moving between pages is an ordinary page load, which opens at the
// top or at the address's #target, and Back restores the browser's own scroll position.
//
// Each language's pages live under its code (/fr/donate) and use the same route files: the
// address's language is taken off on the way in (the routes see /donate) and put back on the
// way out. The root route reads it from the public address (features/page/locale.ts).
export function getRouter() {
  let prefix = '';
  return createRouter({
    routeTree,
    scrollRestoration: false,
    rewrite: {
      input: ({ url }) => {
        const { locale, path } = splitLocale(url.pathname);
        prefix = locale === 'en' ? '' : `/${locale}`;
        if (prefix) url.pathname = path;
        return url;
      },
      output: ({ url }) => {
        if (prefix) url.pathname = `${prefix}${url.pathname === '/' ? '/' : url.pathname}`;
        return url;
      },
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
