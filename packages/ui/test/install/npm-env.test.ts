// The install test's npm must read the configuration of the npm that ran `npm test` (issue 25).
// A user's own Node install is made here: a prefix with bin/node, bin/npm and etc/npmrc, the
// global npmrc npm finds from its node, as /usr/local/etc/npmrc on a real machine. Only that
// npmrc names the registry, a server of this test's own holding one package, and a cafile.
// Then npm runs the install as the install test does, after the ways `npm test` gets there.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userPath } from '../../../../scripts/npm-env.mjs';

const workspaceRoot = join(import.meta.dirname, '../../../..');
const helper = pathToFileURL(join(workspaceRoot, 'scripts/npm-env.mjs')).href;
const registryModule = pathToFileURL(join(import.meta.dirname, 'registry.ts')).href;
const probePackage = 'ghat-handover-probe';

const dir = mkdtempSync(join(tmpdir(), 'ghat-npm-env-'));
const home = join(dir, 'home');
/** The user's own Node install, whose etc/npmrc their npm reads and nothing else would. */
const userPrefix = join(dir, 'user');
const userNpmrc = join(userPrefix, 'etc/npmrc');
/** A folder standing for the workspace: its node_modules/.bin/node is the workspace's Node. */
const workspace = join(dir, 'workspace');
const workspaceBin = join(workspace, 'node_modules/.bin');

/** The user's PATH: the machine's, without any node_modules folder npm put in front of it. */
const machinePath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((folder) => !folder.split(sep).includes('node_modules'));

/** The npm this test runs under (its npm-cli.js), as the user's install would link it. */
function npmCli(): string {
  for (const folder of machinePath) {
    const candidate = join(folder, 'npm');
    if (existsSync(candidate)) return realpathSync(candidate);
  }
  throw new Error('no npm on PATH');
}

/** A hard link to the workspace's node (a copy across file systems), so npm sees another prefix. */
function installNode(target: string) {
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(process.execPath, target);
  } catch {
    copyFileSync(process.execPath, target, constants.COPYFILE_FICLONE);
  }
}

let server: Server;
let registryUrl: string;
const requests: string[] = [];

function tarballOf(packageDir: string): Buffer {
  const packed = spawnSync('npm', ['pack', '--json', '--pack-destination', dir], {
    cwd: packageDir,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: home },
  });
  if (packed.status !== 0) throw new Error(packed.stderr);
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  return readFileSync(join(dir, filename));
}

beforeAll(async () => {
  mkdirSync(home);
  installNode(join(userPrefix, 'bin/node'));
  symlinkSync(npmCli(), join(userPrefix, 'bin/npm'));
  mkdirSync(workspaceBin, { recursive: true });
  symlinkSync(process.execPath, join(workspaceBin, 'node'));

  // The one package the registry holds.
  const source = join(dir, 'probe-package');
  mkdirSync(source);
  writeFileSync(
    join(source, 'package.json'),
    JSON.stringify({ name: probePackage, version: '1.0.0', main: 'index.js' }),
  );
  writeFileSync(join(source, 'index.js'), 'module.exports = "from the local registry";\n');
  const tarball = tarballOf(source);

  server = createServer((request, response) => {
    requests.push(request.url ?? '');
    if (request.url === `/${probePackage}`) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          name: probePackage,
          'dist-tags': { latest: '1.0.0' },
          versions: {
            '1.0.0': {
              name: probePackage,
              version: '1.0.0',
              main: 'index.js',
              dist: {
                tarball: `${registryUrl}${probePackage}/-/${probePackage}-1.0.0.tgz`,
                integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
                shasum: createHash('sha1').update(tarball).digest('hex'),
              },
            },
          },
        }),
      );
    } else if (request.url === `/${probePackage}/-/${probePackage}-1.0.0.tgz`) {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(tarball);
    } else {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  registryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;

  // The proxy's certificate authority: npm only reads it here (the registry is plain HTTP).
  writeFileSync(
    join(dir, 'proxy-ca.pem'),
    '-----BEGIN CERTIFICATE-----\nMA==\n-----END CERTIFICATE-----\n',
  );
  mkdirSync(dirname(userNpmrc));
  writeFileSync(
    userNpmrc,
    [
      `registry=${registryUrl}`,
      `cafile=${join(dir, 'proxy-ca.pem')}`,
      `cache=${join(dir, 'cache')}`,
      'update-notifier=false',
      '',
    ].join('\n'),
  );

  // What the install test does: the hand-over, then its install (with one attempt here).
  writeFileSync(
    join(workspace, 'probe.mjs'),
    `import { spawnSync } from 'node:child_process';
import { npmEnvironment } from ${JSON.stringify(helper)};
import { installFromRegistry } from ${JSON.stringify(registryModule)};
const [app] = process.argv.slice(2);
const env = npmEnvironment(process.env);
const keys = ['globalconfig', 'userconfig', 'cafile', 'registry', 'cache'];
const config = spawnSync('npm', ['config', 'get', ...keys], { env, encoding: 'utf8' });
const report = { node: process.execPath, ownGlobalconfig: process.env.npm_config_globalconfig,
  config: Object.fromEntries(config.stdout.trim().split('\\n').map((line) => line.split('='))) };
if (app) {
  const { result } = installFromRegistry(app, env, { attempts: 1 });
  report.install = { status: result.status, output: result.stdout + result.stderr };
}
console.log(JSON.stringify(report));
`,
  );
  writeFileSync(
    join(workspace, 'package.json'),
    JSON.stringify({ name: 'workspace', private: true, scripts: { probe: 'node probe.mjs' } }),
  );
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

interface ProbeReport {
  node: string;
  ownGlobalconfig?: string;
  config: Record<string, string>;
  install?: { status: number | null; output: string };
}

/**
 * `npm run probe` in the workspace folder, with `env` and nothing else; the probe's report.
 * Not spawnSync: the registry answers from this process.
 */
async function runProbe(
  npmArgs: string[],
  env: NodeJS.ProcessEnv,
  app?: string,
): Promise<ProbeReport> {
  const child = spawn('npm', [...npmArgs, 'run', 'probe', ...(app ? ['--', app] : [])], {
    cwd: workspace,
    env: { HOME: home, ...env },
  });
  let output = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  expect(status, output).toBe(0);
  const line = stdout.split('\n').findLast((text) => text.startsWith('{'));
  if (!line) throw new Error(`the probe printed no report:\n${output}`);
  return JSON.parse(line) as ProbeReport;
}

/** A throwaway app that depends on the one package only the user's registry holds. */
function consumerApp(name: string) {
  const app = join(dir, name);
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name, private: true, dependencies: { [probePackage]: '^1.0.0' } }),
  );
  return app;
}

describe('a nested npm gets the configuration of the npm that ran the tests', () => {
  it('installs from the user’s global npmrc’s registry in a task turbo started', async () => {
    // turbo runs a task with PATH (the root's node_modules/.bin first) and HOME, but none of
    // the npm_config_* variables of the user's npm: its `npm run` runs on the workspace's node.
    const app = consumerApp('through-turbo');
    const report = await runProbe(
      [],
      { PATH: [workspaceBin, join(userPrefix, 'bin'), ...machinePath].join(delimiter) },
      app,
    );
    // The trap: the npm that ran the probe reads the global npmrc of the workspace's node.
    expect(report.node).toBe(process.execPath);
    expect(report.ownGlobalconfig).toBe(join(dirname(dirname(process.execPath)), 'etc/npmrc'));

    expect(report.config).toMatchObject({
      globalconfig: userNpmrc,
      userconfig: join(home, '.npmrc'),
      cafile: join(dir, 'proxy-ca.pem'),
      registry: registryUrl,
      // Set there, and (to its default) in the variables of the npm turbo started: theirs go.
      cache: join(dir, 'cache'),
    });
    expect(report.install?.status, report.install?.output).toBe(0);
    expect(
      JSON.parse(readFileSync(join(app, 'node_modules', probePackage, 'package.json'), 'utf8')),
    ).toMatchObject({ version: '1.0.0' });
    expect(requests).toContain(`/${probePackage}/-/${probePackage}-1.0.0.tgz`);
  });

  // The user's npm hands its settings over itself; the hand-over must keep them, not ask again.
  it.each([
    { how: 'its --globalconfig', args: ['--globalconfig', join(dir, 'other-npmrc')], env: {} },
    {
      how: 'NPM_CONFIG_GLOBALCONFIG',
      args: [],
      env: { NPM_CONFIG_GLOBALCONFIG: join(dir, 'other-npmrc') },
    },
  ])(
    'keeps a global npmrc the user’s npm was given by $how, and its --userconfig',
    async (given) => {
      writeFileSync(join(dir, 'other-npmrc'), `registry=${registryUrl}other/\n`);
      writeFileSync(join(dir, 'other-userconfig'), 'fund=false\n');
      const report = await runProbe(
        [...given.args, '--userconfig', join(dir, 'other-userconfig')],
        {
          ...given.env,
          PATH: [join(userPrefix, 'bin'), ...machinePath].join(delimiter),
        },
      );
      expect(report.config).toMatchObject({
        globalconfig: join(dir, 'other-npmrc'),
        userconfig: join(dir, 'other-userconfig'),
        registry: `${registryUrl}other/`,
      });
    },
  );
});

describe('userPath', () => {
  it('leaves out the folders npm puts in front of PATH for a script', () => {
    const path = [
      '/work/app/node_modules/.bin',
      '/work/node_modules/.bin',
      '/usr/lib/node_modules/npm/node_modules/@npmcli/run-script/lib/node-gyp-bin',
      '/home/me/.local/bin',
      '/usr/bin',
    ].join(delimiter);
    expect(userPath(path)).toBe(['/home/me/.local/bin', '/usr/bin'].join(delimiter));
  });
});

describe('every script that starts npm', () => {
  /** Source files of the repository, outside what is installed or built. */
  function sources(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        const skipped = ['node_modules', 'dist', 'storybook-static', '.turbo', '.git', '.data'];
        return skipped.includes(entry.name) ? [] : sources(path);
      }
      return /\.(m|c)?[jt]sx?$/.test(entry.name) && !entry.name.endsWith('.d.mts') ? [path] : [];
    });
  }

  it('hands it the configuration of the npm that ran it (scripts/npm-env.mjs)', () => {
    // These start npm with an environment their caller made with npmEnvironment().
    const exempt = new Set([
      'scripts/npm-env.mjs',
      'packages/ui/test/install/registry.ts',
      'packages/ui/test/install/npm-env.test.ts',
    ]);
    const startingNpm = sources(workspaceRoot)
      .map((path) => ({ file: relative(workspaceRoot, path), text: readFileSync(path, 'utf8') }))
      .filter(({ text }) => text.includes('child_process') && /(['"`])np[mx](\.cmd)?\1/.test(text));
    expect(startingNpm.map(({ file }) => file)).toContain('apps/site/scripts/buildState.ts');
    const without = startingNpm
      .filter(({ file, text }) => !exempt.has(file) && !text.includes("scripts/npm-env.mjs'"))
      .map(({ file }) => file);
    expect(without).toEqual([]);
  });
});
