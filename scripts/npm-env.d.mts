// Types for npm-env.mjs, for the TypeScript scripts and tests that start npm.

/** The settings handed over to a nested npm. */
export declare const handedOverKeys: readonly ['globalconfig', 'userconfig', 'prefix', 'cafile'];

export type HandedOverKey = (typeof handedOverKeys)[number];

/** PATH as the user's shell had it, without the folders npm put in front of it for a script. */
export declare function userPath(path?: string): string;

/** The configuration of the npm the user ran, and where it was found. */
export declare function outerNpmConfiguration(env?: NodeJS.ProcessEnv): {
  from: 'environment' | 'user npm' | 'unknown';
  settings: Partial<Record<HandedOverKey, string>>;
};

/** The environment for an npm (or npx) a script starts: with the user's npm's configuration. */
export declare function npmEnvironment(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
