// The inline script that starts the islands' script once the page has first painted.
//
// A page's first paint needs its HTML and its stylesheet only. Asked for with the page, the
// islands' script (the header, the cookie banner) shares the connection with the stylesheet,
// and a slow phone paints later for it: Lighthouse's simulation put the first paint of
// /privacy-policy at about 1.37 s with the script in the head and 0.8-1.0 s with it asked for
// after the first paint. Nothing is lost by waiting: no one can touch a part of a page before
// it is painted, and whatever is touched before the script has run is held for it
// (earlyActions.ts). React's script, most of the bytes, is asked for sooner on a slow
// connection, as the stylesheet arrives (reactStarter.ts); this runs it.
//
// Started by the first contentful paint (a PerformanceObserver, buffered, so a paint before
// the observer counts), or at once in a tab that is not shown (it does not paint) and in a
// browser that does not report paint timing. It is an import(), so it runs as a module:
// client.tsx waits for the document to be parsed before it looks for islands.
import { earlyActionsKey } from './earlyActions.ts';
import { islandAttributes } from './islandAttributes.ts';
import { onFirstPaintScript } from './firstPaintScript.ts';

/**
 * The loader's text for the entry script at `src` (an ES5 classic script, CSP-hashed).
 * `entryImports` are the files the entry imports statically: preloaded with it, they arrive
 * in the same round instead of one round trip after it (issue 27: a full round on a slow
 * connection). The entry is preloaded too, before them, so its import() finds it on its way.
 *
 * `reactScript`, in a build, is React's classic script (build/reactScript.ts), which the
 * entry reads React from: the page's starter has asked for it already. It runs once the
 * document is parsed and painted, then the entry. Lighthouse's simulation leaves a script
 * fetched before the largest paint out of that paint only if it ran after it, and the
 * largest paint can come a frame or two after the first (the rest of the page, parsed).
 * On a slow connection the page is parsed and painted long before React DOM has arrived, so
 * nothing waits for it.
 */
export function islandsLoaderScript(
  src: string,
  entryImports: readonly string[] = [],
  reactScript?: string,
): string {
  const start = `import(${JSON.stringify(src)}).catch(rel)`;
  return [
    '(function(w,d){',
    // From here the head script need not post held forms at load: the script is coming, and
    // if it fails to load they are posted then (release).
    `var a=w.${earlyActionsKey},t=0;if(a)a.started=!0;`,
    // If the script cannot load, held forms are posted as plain HTML forms.
    'function rel(){if(a&&a.release)a.release()}',
    'function go(){if(t)return;t=1;',
    // The entry first, then its own imports, then the files of the islands that start at load
    // (not those near the viewport later, nor one in a part the page hides), asked for with
    // the entry rather than once it has run. Each file once: islands share chunks. The entry
    // (React with it, most of the bytes) leads: a browser speaking HTTP/1.1 to the site opens
    // six connections, and asked for last it waited behind a dozen small files for one
    // (/publications on a slow connection: live 0.37 s sooner, tools/perf slow-net).
    `var r=d.querySelectorAll("[${islandAttributes.files}]:not([${islandAttributes.moment}])"),u={},i,j,f,l;`,
    `function pre(h){if(u[h])return;u[h]=1;l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)}`,
    `f=${JSON.stringify([src, ...entryImports.filter((file) => file !== src)])};for(j=0;j<f.length;j++)pre(f[j]);`,
    'for(i=0;i<r.length;i++){if(r[i].closest("[hidden]"))continue;',
    `f=r[i].getAttribute("${islandAttributes.files}").split(" ");`,
    'for(j=0;j<f.length;j++)pre(f[j])}',
    reactScript === undefined
      ? `${start}}`
      : [
          // Parsed, then two frames: the first paints the whole page, the second comes after.
          'function run(){var e=d.createElement("script");',
          `e.src=${JSON.stringify(reactScript)};e.onload=function(){${start}};`,
          'e.onerror=rel;d.head.appendChild(e)}',
          'function painted(){if(d.visibilityState!=="visible")run();',
          'else requestAnimationFrame(function(){requestAnimationFrame(run)})}',
          'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",painted);else painted()}',
        ].join(''),
    // Started by the first contentful paint (firstPaintScript.ts).
    onFirstPaintScript('go'),
    '})(window,document);',
  ].join('');
}
