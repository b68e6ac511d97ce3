// Test support: the real site server, with the forms service, over a miniature build output
// that has the pages an ordinary form post is sent to.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formPages } from '../../server/main.ts';
import { createSiteServer, type SiteServer } from '../../server/server.ts';
import type { FormsHandlerOptions } from '../../server/forms/handler.ts';

export const notSentPageText = 'Your form was not sent';

function miniatureOutput(): string {
  const english = [...new Set(Object.values(formPages.sent)), formPages.notSent];
  // And in French, for a post from a French page (?lang=fr).
  const pages = ['/', '/contact', ...english, ...english.map((page) => `/fr${page}`)];
  const files: Record<string, string> = {
    'client/404.html': '<!DOCTYPE html><title>Page Not Found</title>',
    'redirects.json': '[]',
  };
  const csp: Record<string, string> = { '/404.html': "default-src 'self'" };
  for (const page of pages) {
    const file = page === '/' ? '/index.html' : `${page}/index.html`;
    const text = page.endsWith(formPages.notSent) ? `${notSentPageText} (${page})` : page;
    files[`client${file}`] = `<!DOCTYPE html><title>${text}</title><h1>${text}</h1>`;
    csp[file] = "default-src 'self'";
  }
  files['csp.json'] = JSON.stringify({ default: "default-src 'self'", files: csp });
  const dir = mkdtempSync(join(tmpdir(), 'ghat-forms-site-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

export interface TestSite {
  site: SiteServer;
  origin: string;
  close(): Promise<void>;
}

/** Starts the site server on a free loopback port with `forms`; close() stops it. */
export async function startTestSite(
  forms: Omit<FormsHandlerOptions, 'sendPage'>,
): Promise<TestSite> {
  const dir = miniatureOutput();
  const site = createSiteServer(dir, { forms: { pages: formPages, ...forms } });
  await new Promise<void>((done) => site.server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  return {
    site,
    origin,
    close: async () => {
      site.server.closeAllConnections();
      await new Promise((done) => site.server.close(done));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
