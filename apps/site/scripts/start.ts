// `npm start`: builds the site when its output is missing or older than any of its
// sources (this app and the packages it is made from), then serves it and prints where.
import { serve } from '../server/main.ts';
import { buildIfStale } from './buildState.ts';

buildIfStale();
serve().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
