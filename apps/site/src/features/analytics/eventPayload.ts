// What an event looks like when it leaves the page. Never personal data: the address is the
// page's origin and path only (no query string or fragment, which can carry anything), and
// a property that looks like an email address is dropped rather than sent.
import type { TrackEvent, TrackProperties } from './tracker.ts';

const maxPropertyLength = 100;
const emailLike = /[^\s@]+@[^\s@]+/;

/** The properties minus anything that could identify a person; long text is cut short. */
export function safeProperties(
  properties: TrackProperties,
): Record<string, string | number | boolean> {
  const safe: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (typeof value === 'string') {
      if (emailLike.test(value)) continue;
      safe[key] = value.slice(0, maxPropertyLength);
    } else if (typeof value === 'boolean' || Number.isFinite(value)) {
      safe[key] = value;
    }
  }
  return safe;
}

export interface AnalyticsPayload {
  name: string;
  url: string;
  domain: string;
  props: Record<string, string | number | boolean>;
}

/** The body posted to the analytics tool (Plausible's event API shape). */
export function analyticsPayload(
  event: TrackEvent,
  location: Pick<Location, 'origin' | 'pathname' | 'hostname'>,
): AnalyticsPayload {
  return {
    name: event.name,
    url: `${location.origin}${location.pathname}`,
    domain: location.hostname,
    props: safeProperties(event.properties),
  };
}
