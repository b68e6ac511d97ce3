// The configuration an npm started by one of our scripts must share with the npm the user ran.
//
// Every script runs on the workspace's Node 24 (the `node` package, node_modules/.bin first on
// PATH), and so does an npm a script starts. npm takes its global npmrc from its node's
// prefix, so that npm reads node_modules/node/etc/npmrc, not the user's $PREFIX/etc/npmrc: a
// `cafile` for a TLS-inspecting proxy or a registry mirror set there is lost, and every request
// fails (SELF_SIGNED_CERT_IN_CHAIN). npm hands its configuration to the scripts it runs as
// npm_config_* variables, which a nested npm reads. But turbo runs each task with only the
// variables it lets through, none of these: in a task they come from the npm turbo started,
// on the workspace's node, and they name that node's global npmrc (and defaults such as
// `cache` that would hide the user's). Then the user's npm is asked instead: the `npm` on the
// PATH without the folders npm put in front of it, as the user's shell found it.
//
// The hand-over is made with environment variables, not flags: npm 11 lets an inherited
// npm_config_globalconfig override a --globalconfig flag, and a variable also reaches whatever
// the nested npm starts in turn (npx, install scripts).
import { spawnSync } from 'node:child_process';
import { basename, delimiter, dirname, sep } from 'node:path';

const workspaceRoot = dirname(import.meta.dirname);

/** The settings handed over: where npm reads its configuration, and the certificates it trusts. */
export const handedOverKeys = ['globalconfig', 'userconfig', 'prefix', 'cafile'];

const isSetting = (variable) => /^npm_config_/i.test(variable);
const variableOf = (key) => `npm_config_${key.replace(/-/g, '_')}`;

/** The value npm reads for `key` from `env`: the last non-empty npm_config_<key>, in any case. */
function environmentSetting(env, key) {
  let value;
  for (const [variable, setting] of Object.entries(env)) {
    if (variable.toLowerCase() === variableOf(key) && setting) value = setting;
  }
  return value;
}

/** `env` without the npm_config_* variables that `drop` picks (in any case). */
function withoutSettings(env, drop) {
  return Object.fromEntries(
    Object.entries(env).filter(([variable]) => !(isSetting(variable) && drop(variable))),
  );
}

/**
 * PATH as the user's shell had it: without the node_modules/.bin folders and the node-gyp-bin
 * folder that npm puts in front of it for a script (so without the workspace's node).
 */
export function userPath(path = '') {
  return path
    .split(delimiter)
    .filter(
      (folder) =>
        folder !== '' &&
        !(basename(folder) === '.bin' && basename(dirname(folder)) === 'node_modules') &&
        basename(folder) !== 'node-gyp-bin',
    )
    .join(delimiter);
}

/**
 * Whether a global npmrc is the one npm derives from a node installed as a package
 * (node_modules/node/etc/npmrc): never one a user keeps settings in.
 */
const derivedFromPackagedNode = (globalconfig) => globalconfig.split(sep).includes('node_modules');

const answers = new Map();

/**
 * The user's npm's own values of the handed-over keys, or undefined when it cannot be asked.
 * It is asked with none of the npm_config_* variables, which came from another npm.
 */
function askUsersNpm(env) {
  const queryEnv = { ...withoutSettings(env, () => true), PATH: userPath(env.PATH) };
  const cacheKey = JSON.stringify([queryEnv.PATH, queryEnv.HOME, queryEnv.PREFIX]);
  if (answers.has(cacheKey)) return answers.get(cacheKey);
  // In the workspace root, where the user ran it, so that a project .npmrc counts too.
  const result = spawnSync('npm', ['config', 'get', ...handedOverKeys], {
    cwd: workspaceRoot,
    env: queryEnv,
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
  let answer;
  if (result.status === 0) {
    const settings = {};
    for (const line of result.stdout.split(/\r?\n/)) {
      const match = /^([a-z-]+)=(.*)$/.exec(line.trim());
      if (!match || !handedOverKeys.includes(match[1])) continue;
      if (!['', 'null', 'undefined'].includes(match[2])) settings[match[1]] = match[2];
    }
    if (settings.globalconfig) answer = settings;
  }
  answers.set(cacheKey, answer);
  return answer;
}

/**
 * The configuration of the npm the user ran. `from`: 'environment' when `env` holds it (an npm
 * on the user's node handed it over); 'user npm' when `env` came from an npm on the
 * workspace's node (through turbo) and the user's npm was asked; 'unknown' when neither.
 */
export function outerNpmConfiguration(env = process.env) {
  const fromEnvironment = {};
  for (const key of handedOverKeys) {
    const value = environmentSetting(env, key);
    if (value) fromEnvironment[key] = value;
  }
  const globalconfig = fromEnvironment.globalconfig;
  if (globalconfig && !derivedFromPackagedNode(globalconfig)) {
    return { from: 'environment', settings: fromEnvironment };
  }
  const answer = askUsersNpm(env);
  if (answer) return { from: 'user npm', settings: answer };
  return { from: 'unknown', settings: fromEnvironment };
}

let warned = false;

/**
 * The environment for an npm (or npx) started from a script: `env`, with the global npmrc, user
 * npmrc, prefix and cafile of the npm the user ran as npm_config_* variables. When `env` came
 * from an npm on the workspace's node, its other npm_config_* variables go too: they are that
 * npm's, and would hide what the user's npmrc files set (its `cache`, say).
 */
export function npmEnvironment(env = process.env) {
  const { from, settings } = outerNpmConfiguration(env);
  if (from === 'unknown' && !warned) {
    warned = true;
    console.warn(
      'npm-env: the npm that ran this could not be found; a nested npm reads its own global npmrc',
    );
  }
  const drop =
    from === 'user npm'
      ? () => true
      : (variable) => handedOverKeys.some((key) => variable.toLowerCase() === variableOf(key));
  const result = withoutSettings(env, drop);
  for (const key of handedOverKeys) {
    if (settings[key]) result[variableOf(key)] = settings[key];
  }
  return result;
}
