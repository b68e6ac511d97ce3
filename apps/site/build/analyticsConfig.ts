// Writes /site-config.json into the client output (and serves it from the dev server):
// where the site's events go (the analytics tool, the tag manager), from GHAT_GTM_ID,
// GHAT_GTM_SCRIPT_ORIGIN and GHAT_ANALYTICS_URL in the environment or a .env file. The
// browser reads it after the page is idle; the CSP step reads it to allow the origins it
// names. See src/-lib/analyticsConfig.ts.
import { loadEnv, type Plugin } from 'vite';
import {
  analyticsConfigFromEnv,
  analyticsConfigPath,
} from '../src/features/analytics/analyticsConfig.ts';

export function analyticsConfigFile(): Plugin[] {
  let json = '';
  return [
    {
      name: 'ghat-site:analytics-config',
      configResolved(config) {
        const env = loadEnv(config.mode, config.envDir || config.root, 'GHAT_');
        json = `${JSON.stringify(analyticsConfigFromEnv(env), null, 2)}\n`;
      },
      configureServer(server) {
        server.middlewares.use(analyticsConfigPath, (_request, response) => {
          response.setHeader('Content-Type', 'application/json; charset=utf-8');
          response.end(json);
        });
      },
    },
    {
      name: 'ghat-site:analytics-config-file',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: analyticsConfigPath.slice(1), source: json });
      },
    },
  ];
}
