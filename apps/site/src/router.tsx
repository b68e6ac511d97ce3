import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export function getRouter() {
  return createRouter({
    routeTree,
    // Every route change starts at the top of the page, unless the address has a hash
    // (spec section 2); the browser's own scroll restoration is turned off.
    scrollRestoration: true,
    scrollRestorationBehavior: 'instant',
    defaultPreload: 'intent',
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
