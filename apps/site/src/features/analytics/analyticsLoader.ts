// The first-view part of the event senders: it keeps the events reported while the page
// settles, and once the browser is idle reads the site's configuration. Nothing configured:
// it stops listening and nothing more loads or leaves the page. Otherwise it loads the
// senders (analytics.ts) and hands them what it kept.
import type { ConsentStore } from '@ghat/ui';
import {
  analyticsConfigPath,
  emptyAnalyticsConfig,
  isConfigured,
  parseAnalyticsConfig,
  type AnalyticsConfig,
} from './analyticsConfig.ts';
import { onTrack, type TrackEvent } from './tracker.ts';

export interface SenderOptions {
  config: AnalyticsConfig;
  store: ConsentStore;
  /** Events reported before the senders loaded, oldest first. */
  earlier: TrackEvent[];
}

export interface LoaderDependencies {
  whenIdle: (task: () => void) => () => void;
  fetchConfig: () => Promise<AnalyticsConfig>;
  loadSenders: () => Promise<(options: SenderOptions) => () => void>;
}

export async function fetchAnalyticsConfig(): Promise<AnalyticsConfig> {
  try {
    const response = await fetch(analyticsConfigPath, { credentials: 'same-origin' });
    return response.ok ? parseAnalyticsConfig(await response.json()) : emptyAnalyticsConfig;
  } catch {
    return emptyAnalyticsConfig;
  }
}

function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}

const browserDependencies: LoaderDependencies = {
  whenIdle,
  fetchConfig: fetchAnalyticsConfig,
  loadSenders: () => import('./analytics.ts').then((module) => module.startAnalytics),
};

/** Starts the event senders when configured; returns the function that stops everything. */
export function startEventSenders(
  store: ConsentStore,
  dependencies: LoaderDependencies = browserDependencies,
): () => void {
  const earlier: TrackEvent[] = [];
  const stopKeeping = onTrack((event) => earlier.push(event));
  let stopped = false;
  let stopSenders = () => {};
  const cancelIdle = dependencies.whenIdle(() => {
    void (async () => {
      const config = await dependencies.fetchConfig();
      if (stopped) return;
      if (!isConfigured(config)) {
        stopKeeping();
        earlier.length = 0;
        return;
      }
      const startAnalytics = await dependencies.loadSenders();
      if (stopped) return;
      stopKeeping();
      stopSenders = startAnalytics({ config, store, earlier: earlier.splice(0) });
    })().catch(() => {
      // Analytics must never break the page.
      stopKeeping();
    });
  });
  return () => {
    stopped = true;
    cancelIdle();
    stopKeeping();
    stopSenders();
  };
}
