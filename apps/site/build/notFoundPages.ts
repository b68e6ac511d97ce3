// After prerendering: writes the 404 pages the server sends for unknown paths, and the
// redirects it answers with 301, into the build output. The prerenderer itself refuses
// any page whose status is not 2xx, so this step renders them with the same built server.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { redirects } from '@ghat/content';
import { translatedLocales } from '@ghat/content/i18n';
import type { Plugin, ResolvedConfig } from 'vite';
import type { RoutePattern } from './pages.ts';

/** A path no route matches: the general 404 page is rendered for it. */
export const notFoundProbe = 'page-not-found';

/**
 * The 404 pages to write, by where they go in the client output: the general one at
 * 404.html, and one in the folder of each dynamic route (blog/404.html for /blog/$slug)
 * rendered by that route for a parameter nothing has, such as 'Article Not Found'.
 */
export function notFoundPagePaths(patterns: readonly RoutePattern[]): Map<string, string> {
  const pages = new Map<string, string>([['404.html', `/${notFoundProbe}`]]);
  // Each language's own, for any unknown address under its code ('/fr/…').
  for (const { code } of translatedLocales)
    pages.set(`${code}/404.html`, `/${code}/${notFoundProbe}`);
  for (const pattern of patterns) {
    if (!pattern.dynamic) continue;
    const segments = pattern.path.split('/').filter(Boolean);
    const parameter = segments.findIndex((segment) => segment.startsWith('$'));
    if (parameter !== segments.length - 1) continue;
    const folder = segments.slice(0, -1).join('/');
    pages.set(`${folder}/404.html`, `/${folder}/${notFoundProbe}`);
  }
  return pages;
}

export function notFoundPages(patterns: readonly RoutePattern[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ghat-site:not-found-pages',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    buildApp: {
      // After TanStack Start's own post-build step, which prerenders the pages.
      order: 'post',
      async handler(builder) {
        const clientOutDir = resolve(
          config.root,
          builder.environments.client?.config.build.outDir ?? 'dist/client',
        );
        const { preview } = await import('vite');
        const server = await preview({
          configFile: config.configFile,
          preview: { port: 0, open: false },
          logLevel: 'warn',
        });
        try {
          const origin = server.resolvedUrls?.local[0];
          if (!origin) throw new Error('The preview server has no local address');
          for (const [file, path] of notFoundPagePaths(patterns)) {
            const response = await fetch(new URL(path, origin), { redirect: 'manual' });
            if (response.status !== 404) {
              throw new Error(
                `Expected a 404 for ${path}, but the site answered ${response.status}`,
              );
            }
            const target = join(clientOutDir, file);
            await mkdir(dirname(target), { recursive: true });
            await writeFile(target, await response.text());
            config.logger.info(`404 page for ${path}: ${file}`);
          }
        } finally {
          await server.close();
        }
        // The server reads the redirects from the output, so it needs no source at run time.
        await writeFile(
          resolve(clientOutDir, '..', 'redirects.json'),
          `${JSON.stringify(redirects, null, 2)}\n`,
        );
      },
    },
  };
}
