// The inline script that asks for React's classic script early (build/reactScript.ts).

/**
 * The starter's text: an inline module, so it runs as soon as it is parsed, where a classic
 * script after the stylesheet would wait for the stylesheet.
 *
 * It asks for the React script (`script`) once `clock`, a small file the page preloads
 * beside its stylesheet, has arrived: one round trip after the stylesheet was asked for,
 * when the stylesheet's own bytes are arriving. React DOM's bytes then follow the
 * stylesheet's instead of sharing the connection with them (which would delay the first
 * paint), and instead of starting a round trip after them (as when asked for at the first
 * paint). The page's own timing cannot say when that is: a browser emulating a slow network
 * reports the document's response as immediate. The clock is not a script, so the page's
 * scripts stay in one round.
 */
export function reactStarterScript(script: string, clock: string): string {
  return [
    `var d=document,r=${JSON.stringify(script)},c=${JSON.stringify(clock)};`,
    'function go(){var l=d.createElement("link");l.rel="preload";l.as="script";l.href=r;d.head.appendChild(l)}',
    // Already there (a fast connection, a cached file), or not preloaded at all: at once.
    `var k=d.querySelector('link[rel="preload"][href="'+c+'"]');`,
    'if(!k||performance.getEntriesByName(new URL(c,location.href).href).length)go();',
    'else{k.addEventListener("load",go);k.addEventListener("error",go)}',
  ].join('');
}
