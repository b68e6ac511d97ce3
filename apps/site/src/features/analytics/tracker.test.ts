import { afterEach, describe, expect, it, vi } from 'vitest';
import { onTrack, track, type TrackEvent } from './tracker.ts';

describe('tracker', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  it('passes each event with its properties to every listener', () => {
    const seen: TrackEvent[] = [];
    const other = vi.fn();
    stops.push(
      onTrack((event) => seen.push(event)),
      onTrack(other),
    );
    track('search', { results: 3 });
    track('page_view');
    expect(seen).toEqual([
      { name: 'search', properties: { results: 3 } },
      { name: 'page_view', properties: {} },
    ]);
    expect(other).toHaveBeenCalledTimes(2);
  });

  it('stops sending to a listener that stopped listening', () => {
    const listener = vi.fn();
    const stop = onTrack(listener);
    stop();
    track('download', { file: 'constitution.pdf' });
    expect(listener).not.toHaveBeenCalled();
  });

  it('keeps delivering when one listener throws', () => {
    const after = vi.fn();
    stops.push(
      onTrack(() => {
        throw new Error('analytics down');
      }),
      onTrack(after),
    );
    expect(() => track('cta_click', { label: 'Partner With Us' })).not.toThrow();
    expect(after).toHaveBeenCalledOnce();
  });
});
