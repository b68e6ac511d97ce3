// Which addresses rich text may link to, and which of them leave the site.

/** Link schemes a markdown body may use. Anything else (javascript:, data:, vbscript:…) is refused. */
export const allowedLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * The address if it is safe to link to, otherwise undefined. Relative
 * addresses (`/about`, `#scope`, `report.pdf`) are safe; absolute ones must use
 * an allowed scheme. The scheme is read as a browser reads it: after dropping
 * leading spaces and control characters and any tab or newline inside, so
 * `java\tscript:` and ` javascript:` are caught too.
 */
export function safeHref(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what browsers ignore here
  const asBrowserReadsIt = href.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(asBrowserReadsIt)?.[1];
  if (scheme === undefined) return href.trim();
  return (allowedLinkSchemes as readonly string[]).includes(scheme.toLowerCase())
    ? href.trim()
    : undefined;
}

/** Absolute web addresses (and protocol-relative ones) leave the site. */
export function isExternalHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}
