import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

// The router defines every route, its loader and its head, and prerenders the pages (and
// serves the dev server). The browser never runs it: pages are static HTML with islands
// (src/client.tsx), and moving between pages is an ordinary page load, which opens at the
// top or at the address's #target, and Back restores the browser's own scroll position.
export function getRouter() {
  return createRouter({ routeTree, scrollRestoration: false });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
