// The browser entry: hydrates the prerendered page with the router alone. TanStack Start's
// default entry also sets up server functions (and the serialiser they need), which this
// static site never calls: about 10 KB of JavaScript every first view would pay for.
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { hydrateRoot } from 'react-dom/client';
import { getRouter } from './router.tsx';

hydrateRoot(document, <RouterClient router={getRouter()} />);
