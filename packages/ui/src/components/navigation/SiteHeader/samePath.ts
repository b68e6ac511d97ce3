/** Paths compare without a trailing slash, so '/blog/' is the page '/blog'. */
export function samePath(href: string, path: string | undefined) {
  if (path === undefined) return false;
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value);
  return trim(href) === trim(path);
}
