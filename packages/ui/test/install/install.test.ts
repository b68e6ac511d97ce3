import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerTheme } from '../../../tokens/src/themes/partnerTokens.ts';
import { ghatTheme } from '../../../tokens/src/tokens.ts';

const workspaceRoot = join(import.meta.dirname, '../../../..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The version installed in the workspace, so the throwaway app matches it (and hits npm's cache). */
function installedVersion(name: string): string {
  const manifest = join(workspaceRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

// Vitest sets NODE_ENV=test; inherited, it would make Vite build React for development.
const consumerEnvironment = { ...process.env };
delete consumerEnvironment.NODE_ENV;

function run(command: string, args: string[], cwd: string) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: consumerEnvironment });
}

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Gzipped byte budgets (level 9) for what a consumer installs. Bytes are stable
 * from run to run, unlike timings; raise a budget only with a reason in the commit.
 */
const sizeBudgets = {
  buttonOnlyJs: 2_500,
  // What every page of the site pays: its frame, with the footer's sign-up form.
  pageFrameJs: 17_000,
  // No page loads it all; marked and TanStack Form are about 15 and 17 KB of it.
  wholeLibraryJs: 85_000,
  // One stylesheet for every component: CSS cannot be tree-shaken.
  uiCss: 14_000,
  tokensCss: 2_000,
};

const appSource = `
import '@ghat/tokens/styles.css';
import '@ghat/ui/styles.css';
import { partnerThemeClass } from '@ghat/tokens';
import { Button } from '@ghat/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <main>
    <Button variant="primary">Partner With Us</Button>
    <div className={partnerThemeClass}>
      <Button variant="primary" size="large">Partner trust</Button>
    </div>
  </main>,
);
`;

const badSource = `
import { Button } from '@ghat/ui';

export const Loud = () => <Button variant="loud">Shout</Button>;
`;

const tsconfig = (include: string[]) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      // As in any Vite app: declares side-effect CSS imports.
      types: ['vite/client'],
    },
    include,
  });

describe('another property installs @ghat/tokens and @ghat/ui from their tarballs', () => {
  let appDir: string;
  let server: Server;
  let browser: Browser;
  let baseUrl: string;

  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'ghat-install-'));
    const tarballs = Object.fromEntries(
      ['tokens', 'ui'].map((name) => {
        const output = execFileSync('npm', ['pack', '--json', '--pack-destination', appDir], {
          cwd: join(workspaceRoot, 'packages', name),
          encoding: 'utf8',
        });
        const [{ filename }] = JSON.parse(output) as [{ filename: string }];
        return [`@ghat/${name}`, `file:./${filename}`];
      }),
    );

    // A plain Vite + React app: no vanilla-extract plugin, nothing from the workspace.
    writeFileSync(
      join(appDir, 'package.json'),
      JSON.stringify({
        name: 'ghat-consumer',
        private: true,
        type: 'module',
        dependencies: {
          ...tarballs,
          react: installedVersion('react'),
          'react-dom': installedVersion('react-dom'),
        },
        devDependencies: {
          vite: installedVersion('vite'),
          typescript: installedVersion('typescript'),
          '@types/react': installedVersion('@types/react'),
          '@types/react-dom': installedVersion('@types/react-dom'),
        },
      }),
    );
    mkdirSync(join(appDir, 'src'));
    writeFileSync(join(appDir, 'src/main.tsx'), appSource);
    writeFileSync(join(appDir, 'src/bad.tsx'), badSource);
    writeFileSync(join(appDir, 'tsconfig.json'), tsconfig(['src/main.tsx']));
    writeFileSync(join(appDir, 'tsconfig.bad.json'), tsconfig(['src/bad.tsx']));
    writeFileSync(
      join(appDir, 'vite.config.js'),
      `export default { oxc: { jsx: { runtime: 'automatic' } }, esbuild: { jsx: 'automatic' } };\n`,
    );
    writeFileSync(
      join(appDir, 'index.html'),
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Consumer</title></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );

    const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], appDir);
    expect(install.status, install.stderr).toBe(0);
    const build = run('npx', ['vite', 'build'], appDir);
    expect(build.status, build.stdout + build.stderr).toBe(0);

    const types: Record<string, string> = {
      '.html': 'text/html',
      '.js': 'text/javascript',
      '.css': 'text/css',
    };
    server = createServer((request, response) => {
      const path = request.url === '/' ? '/index.html' : (request.url ?? '/');
      try {
        const body = readFileSync(join(appDir, 'dist', path));
        response.writeHead(200, {
          'content-type': types[extname(path)] ?? 'application/octet-stream',
        });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
    if (appDir && !process.env.KEEP_INSTALL_APP) rmSync(appDir, { recursive: true, force: true });
  });

  it('renders a Button with the theme styles in Chromium', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl);
    const buttons = page.getByRole('button');
    await buttons.first().waitFor();

    const style = (index: number) =>
      buttons.nth(index).evaluate((element) => {
        const computed = getComputedStyle(element);
        return {
          background: computed.backgroundColor,
          color: computed.color,
          radius: computed.borderTopLeftRadius,
          minHeight: computed.minHeight,
          font: computed.fontFamily,
        };
      });

    const ghat = await style(0);
    expect(ghat.background).toBe(hexToRgb(ghatTheme.color.brand.primary));
    expect(ghat.color).toBe(hexToRgb(ghatTheme.color.brand.onPrimary));
    expect(ghat.radius).toBe('8px'); // radius.md, 0.5rem
    expect(ghat.minHeight).toBe('44px'); // size.touchTarget, 2.75rem
    expect(ghat.font).toContain('system-ui');

    // The same component re-skinned by the partner theme class, with no code of its own.
    const partner = await style(1);
    expect(partner.background).toBe(hexToRgb(partnerTheme.color.brand.primary));
    expect(partner.radius).toBe('2px'); // the partner's radius.md, 0.125rem
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives the focus ring the system Highlight colour under forced colours', async () => {
    const page = await browser.newPage();
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(baseUrl);
    const button = page.getByRole('button', { name: 'Partner With Us' });
    // React renders after the load event in a production build.
    await button.waitFor();
    await page.keyboard.press('Tab');
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    const { outline, highlight, canvasText } = await button.evaluate((element) => {
      const systemColour = (name: string) => {
        const probe = document.createElement('span');
        probe.style.color = name;
        document.body.append(probe);
        const value = getComputedStyle(probe).color;
        probe.remove();
        return value;
      };
      return {
        outline: getComputedStyle(element).outlineColor,
        highlight: systemColour('Highlight'),
        canvasText: systemColour('CanvasText'),
      };
    });
    // Without our treatment the browser would force the ring to CanvasText.
    expect(highlight).not.toBe(canvasText);
    expect(outline).toBe(highlight);
    await page.close();
  });

  it('sets every motion duration to zero when the reader asks for reduced motion', async () => {
    const page = await browser.newPage();
    // In milliseconds: the minifier may write 120ms as .12s.
    const toMs = (duration: string) =>
      duration.endsWith('ms') ? Number.parseFloat(duration) : Number.parseFloat(duration) * 1000;
    const durations = async () =>
      (
        await page.evaluate(() =>
          ['fast', 'medium', 'slow'].map((name) =>
            getComputedStyle(document.documentElement)
              .getPropertyValue(`--ghat-motion-duration-${name}`)
              .trim(),
          ),
        )
      ).map(toMs);
    await page.goto(baseUrl);
    expect(await durations()).toEqual(Object.values(ghatTheme.motion.duration).map(toMs));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await durations()).toEqual([0, 0, 0]);
    await page.close();
  });

  /** Gzipped bytes a consumer's bundle pays for this import of @ghat/ui, React aside. */
  async function costOf(source: string) {
    const result = await build({
      stdin: { contents: source, resolveDir: appDir, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild produced no output');
    return { bytes: gzipSync(output.contents, { level: 9 }).length, text: output.text };
  }

  it('keeps what an app pays for Button alone within budget, unused components shaken out', async () => {
    const button = await costOf(`export { Button } from '@ghat/ui';`);
    console.log(`@ghat/ui Button alone: ${button.bytes} B gzipped`);
    expect(button.bytes).toBeLessThan(sizeBudgets.buttonOnlyJs);
    // Strings of components the app did not import must not be in its bundle.
    expect(button.text).not.toContain('Skip to main content');
    expect(button.text).not.toContain('opens in a new tab');
  });

  it('keeps what every page pays for its frame within budget', async () => {
    const frame = await costOf(
      `export { PageShell, SiteHeader, SiteFooter, SkipLink, FooterNewsletterForm } from '@ghat/ui';`,
    );
    console.log(`@ghat/ui page frame: ${frame.bytes} B gzipped`);
    expect(frame.bytes).toBeLessThan(sizeBudgets.pageFrameJs);
    // The frame must not drag in the markdown renderer or the form library
    // (strings of theirs that survive minification; the whole library has them).
    expect(frame.text).not.toContain('markedjs/marked');
    expect(frame.text).not.toContain('form-devtools');
  });

  it('keeps the whole library and its CSS within budget', async () => {
    const whole = await costOf(`export * from '@ghat/ui';`);
    // The markers the frame test looks for, so its absence checks can fail.
    expect(whole.text).toContain('markedjs/marked');
    expect(whole.text).toContain('form-devtools');
    const css = (file: string) =>
      gzipSync(readFileSync(join(appDir, 'node_modules', file)), { level: 9 }).length;
    const sizes = {
      wholeLibraryJs: whole.bytes,
      uiCss: css('@ghat/ui/dist/index.css'),
      tokensCss: css('@ghat/tokens/dist/index.css'),
    };
    console.log('gzipped bytes:', sizes);
    expect(sizes.wholeLibraryJs).toBeLessThan(sizeBudgets.wholeLibraryJs);
    expect(sizes.uiCss).toBeLessThan(sizeBudgets.uiCss);
    expect(sizes.tokensCss).toBeLessThan(sizeBudgets.tokensCss);
  });

  it('lets a server check a submission with @ghat/ui/schemas, without React', () => {
    const script = `
      import * as v from 'valibot';
      import { enquirySchema } from '@ghat/ui/schemas';
      const result = v.safeParse(enquirySchema, { name: ' ', email: 'not-an-address', message: 'Hello' });
      console.log(JSON.stringify(result.issues.map((issue) => issue.message)));
    `;
    const check = run('node', ['--input-type=module', '-e', script], appDir);
    expect(check.status, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toEqual([
      'Name is required',
      'Please enter a valid email address',
    ]);
    const schemasModule = readFileSync(
      join(appDir, 'node_modules/@ghat/ui/dist/schemas.js'),
      'utf8',
    );
    expect(schemasModule).not.toMatch(/from\s*["']react/);
    expect(schemasModule).not.toContain('use client');
  });

  it('type-checks a correct use', () => {
    const check = run('npx', ['tsc', '-p', 'tsconfig.json'], appDir);
    expect(check.status, check.stdout).toBe(0);
  });

  it('rejects an unknown Button variant at compile time', () => {
    const check = run('npx', ['tsc', '-p', 'tsconfig.bad.json'], appDir);
    expect(check.status).not.toBe(0);
    expect(check.stdout).toMatch(/src\/bad\.tsx.*error TS2322/);
    expect(check.stdout).toContain('"loud"');
  });
});
