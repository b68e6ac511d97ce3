import { createConsentStore } from '@ghat/ui';
import { describe, expect, it, vi } from 'vitest';
import { emptyAnalyticsConfig } from './analyticsConfig.ts';
import { startEventSenders, type LoaderDependencies } from './analyticsLoader.ts';
import { track } from './tracker.ts';

const store = createConsentStore({ storage: null });

function dependencies(config = emptyAnalyticsConfig) {
  let idleTask: (() => void) | undefined;
  const start = vi.fn(() => () => {});
  const deps: LoaderDependencies = {
    whenIdle: (task) => {
      idleTask = task;
      return () => (idleTask = undefined);
    },
    fetchConfig: vi.fn(async () => config),
    loadSenders: vi.fn(async () => start),
  };
  const idle = async () => {
    idleTask?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { deps, idle, start };
}

describe('startEventSenders', () => {
  it('reads the configuration only once the page is idle', async () => {
    const { deps, idle } = dependencies();
    startEventSenders(store, deps);
    expect(deps.fetchConfig).not.toHaveBeenCalled();
    await idle();
    expect(deps.fetchConfig).toHaveBeenCalledOnce();
  });

  it('with nothing configured loads no senders and keeps nothing', async () => {
    const { deps, idle, start } = dependencies();
    startEventSenders(store, deps);
    await idle();
    track('page_view', { path: '/' });
    expect(deps.loadSenders).not.toHaveBeenCalled();
    expect(start).not.toHaveBeenCalled();
  });

  it('hands the senders the events reported while they loaded, then stops keeping', async () => {
    const config = { ...emptyAnalyticsConfig, analyticsUrl: 'https://s.test/e' };
    const { deps, idle, start } = dependencies(config);
    startEventSenders(store, deps);
    track('cta_click', { cta: 'hero' });
    await idle();
    track('search', { results: 1 });
    expect(start).toHaveBeenCalledWith({
      config,
      store,
      earlier: [{ name: 'cta_click', properties: { cta: 'hero' } }],
    });
  });

  it('starts nothing once stopped', async () => {
    const config = { ...emptyAnalyticsConfig, analyticsUrl: 'https://s.test/e' };
    const { deps, idle, start } = dependencies(config);
    const stop = startEventSenders(store, deps);
    stop();
    await idle();
    expect(start).not.toHaveBeenCalled();
  });
});
