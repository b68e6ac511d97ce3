// The head and body tags every page gets from TanStack Router, less what a static page has no
// use for. The router prerenders the pages, but the browser never runs it, so a page carries
// neither the router's dehydrated state nor its route chunks: only its head tags, its one
// stylesheet and the islands' script (src/client.tsx, the manifest's entry for the root),
// started after the first paint.
import { Asset, useRouter, useTags } from '@tanstack/react-router';
import { islandPreloads } from 'virtual:ghat/island-preloads';
import { reactScript } from 'virtual:ghat/react-script';
import { islandsLoaderScript } from '../islands/islandsLoader.ts';
import { reactStarterScript } from '../islands/reactStarter.ts';
import { analyticsConfigPath } from '../analytics/analyticsConfig.ts';

/** The route's head tags, without module preloads of route code the browser never runs. */
export function PageHead() {
  const tags = useTags().filter(
    (tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'),
  );
  return (
    <>
      {tags.map((tag) => (
        <Asset key={`head-${JSON.stringify(tag)}`} {...tag} />
      ))}
    </>
  );
}

/**
 * The islands' entry script: in a build, started by an inline loader once the page has first
 * painted (islandsLoader.ts); in dev, Vite's client and the entry as the manifest gives them.
 */
export function IslandScripts() {
  const router = useRouter();
  // The router's dehydrated state is taken and dropped: nothing in the browser reads it (it
  // would be an inline script of several kilobytes, different in every build).
  router.serverSsr?.takeInitialHydrationScriptTags();
  const manifest = router.ssr?.manifest;
  const scripts = manifest?.routes.__root__?.scripts ?? [];
  const entry = scripts.length === 1 ? scripts[0]?.attrs?.src : undefined;
  if (import.meta.env.PROD && typeof entry === 'string') {
    // Whatever the entry imports statically is preloaded with it, in one round, from the
    // build's record (none while vite.config.ts keeps the page's script in one file).
    return (
      <Asset
        tag="script"
        attrs={{}}
        children={islandsLoaderScript(entry, islandPreloads.entry, reactScript?.script)}
      />
    );
  }
  return (
    <>
      {scripts.map((script, index) => (
        <Asset
          key={`island-script-${index}`}
          tag="script"
          // Not async: a module script runs once the document is parsed, so every island's
          // root is there to be found.
          attrs={{ ...script.attrs, async: undefined }}
          children={script.children}
        />
      ))}
    </>
  );
}

/**
 * In a build, what asks for React's script one round trip after the stylesheet on a slow
 * connection (sooner on a link slow in bandwidth, by the page's own bytes), at the first paint
 * on a fast one (reactStarter.ts): the clock it waits for,
 * /site-config.json (which the page reads once its script has started, so nothing is
 * fetched for nothing), preloaded beside the stylesheet, and the starter. First of the
 * head's scripts: a classic script before it waits for the stylesheet, and so would it.
 */
export function ReactStarter() {
  if (!import.meta.env.PROD || !reactScript) return null;
  return (
    <>
      <link rel="preload" as="fetch" href={analyticsConfigPath} crossOrigin="anonymous" />
      <Asset
        tag="script"
        attrs={{ type: 'module', async: true }}
        children={reactStarterScript(reactScript.script, analyticsConfigPath)}
      />
    </>
  );
}
