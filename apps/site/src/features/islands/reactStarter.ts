// The inline script that asks for React's classic script early (build/reactScript.ts).
import { onFirstPaintScript } from './firstPaintScript.ts';

/**
 * A round trip the clock took at least this long (ms) is a slow connection: React is asked
 * for as soon as the clock arrives. Under it, at the first paint. A loopback or broadband
 * round trip is tens of ms; 3G and the slow connection are hundreds.
 */
export const slowRoundTripMs = 100;

/**
 * The page's own bytes after the starter took at least this long (ms) to arrive: a link slow
 * in bandwidth. On broadband a page's last bytes follow its head within a few ms.
 */
export const slowPageBytesMs = 50;

/**
 * The starter's text: an inline module, so it runs as soon as it is parsed, where a classic
 * script after the stylesheet would wait for the stylesheet.
 *
 * It asks for the React script (`script`) once `clock`, a small file the page preloads
 * beside its stylesheet, has arrived: one round trip after the stylesheet was asked for,
 * when the stylesheet's own bytes are arriving. React DOM's bytes then follow the
 * stylesheet's instead of sharing the connection with them (which would delay the first
 * paint), and instead of starting a round trip after them (as when asked for at the first
 * paint). The document's own timing cannot say when that is: a browser emulating a slow
 * network reports its response as starting at once. The clock is not a script, so the page's
 * scripts stay in one round.
 *
 * On a link slow in bandwidth it asks sooner: as long after the page's last byte as the
 * page's bytes after the starter took to arrive (when that was `slowPageBytesMs` or more).
 * The stylesheet was asked for as the head arrived, and is at most twice those bytes
 * (scripts/budgets.ts holds it so), so at that speed its last byte is in by a round trip
 * later, when React's first arrives: no gap on the link, and none of the stylesheet's share
 * taken. On the issue's slow connection that is about 0.2 s before the clock. The document's
 * end is as the page timed it, true under emulation too; the starter's own start stands in
 * for the head's arrival.
 *
 * That saves a slow round trip (about 0.4 s on the issue's slow connection). Where the clock
 * came back sooner than `slowRoundTripMs`, there is no slow round trip to save: React is
 * asked for at the first paint instead, with the islands' files (islandsLoader.ts), and the
 * connection is the paint's until then. Lighthouse's simulation counts a script that has
 * arrived before the first paint as part of it when the trace cannot show it ran after the
 * paint, and its trace drops a task under 10 ms, as React's run is on a fast machine: asked
 * for early on a fast connection, React DOM doubled the simulated largest paint.
 */
export function reactStarterScript(script: string, clock: string): string {
  return [
    `var d=document,w=window,r=${JSON.stringify(script)},c=${JSON.stringify(clock)},t=0,a=performance.now();`,
    'function go(){if(t)return;t=1;var l=d.createElement("link");l.rel="preload";l.as="script";l.href=r;d.head.appendChild(l)}',
    // The page's last byte, looked for until it has come (or React has been asked for).
    'function body(){var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0],h;',
    'if(t||!n)return;if(!n.responseEnd){setTimeout(body,10);return}',
    `h=n.responseEnd-a;if(h>=${slowPageBytesMs})setTimeout(go,n.responseEnd+h-performance.now())}body();`,
    // The first paint, as the loader waits for it.
    `function painted(){${onFirstPaintScript('go')}}`,
    'function arrived(){var e=performance.getEntriesByName(new URL(c,location.href).href)[0];',
    `if(!e||e.responseEnd-e.startTime>=${slowRoundTripMs})go();else painted()}`,
    // No clock on the page: at once. Already there (a cached file, a fast connection): judged
    // by the round trip it took.
    `var k=d.querySelector('link[rel="preload"][href="'+c+'"]');`,
    'if(!k)go();else if(performance.getEntriesByName(new URL(c,location.href).href).length)arrived();',
    'else{k.addEventListener("load",arrived);k.addEventListener("error",go)}',
  ].join('');
}
