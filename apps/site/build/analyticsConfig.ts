// Writes /site-config.json into the client output: where the site's events go (the
// analytics tool, the tag manager), from GHAT_GTM_ID, GHAT_GTM_SCRIPT_ORIGIN and
// GHAT_ANALYTICS_URL in the environment or a .env file. The browser reads it after the page
// is idle; the CSP step reads it to allow the origins it names. See src/-lib/analyticsConfig.ts.
import { loadEnv, type Plugin } from 'vite';
import { analyticsConfigFromEnv, analyticsConfigPath } from '../src/-lib/analyticsConfig.ts';

export function analyticsConfigFile(): Plugin {
  let env: Record<string, string> = {};
  return {
    name: 'ghat-site:analytics-config',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, 'GHAT_');
    },
    generateBundle() {
      const config = analyticsConfigFromEnv(env);
      this.emitFile({
        type: 'asset',
        fileName: analyticsConfigPath.slice(1),
        source: `${JSON.stringify(config, null, 2)}\n`,
      });
    },
  };
}
