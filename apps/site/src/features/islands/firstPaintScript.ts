// The first contentful paint, waited for by the page's inline scripts (islandsLoader.ts,
// reactStarter.ts).

/**
 * Script text that calls `call` (a function in scope, safe to call twice) at the first
 * contentful paint: a PerformanceObserver, buffered, so a paint before it counts. A tab not
 * shown does not paint, so it calls at once there, or as soon as the tab is hidden; so does a
 * browser that does not report paint timing. Needs `w` (window) and `d` (document) in scope.
 */
export function onFirstPaintScript(call: string): string {
  return [
    'var p=w.PerformanceObserver,s=p&&p.supportedEntryTypes;',
    `if(d.visibilityState!=="visible"||!s||s.indexOf("paint")<0)${call}();`,
    `else{new p(function(l){if(l.getEntriesByName("first-contentful-paint").length)${call}()})`,
    `.observe({type:"paint",buffered:!0});d.addEventListener("visibilitychange",${call})}`,
  ].join('');
}
