// The site's page-event tracker: one place every part of the site reports what visitors do
// (page views, calls to action, form submissions, searches, downloads, language changes).
// It only passes events on; whoever listens decides where they go (an analytics tool when
// configured, the tag manager only with analytics consent). With no listener nothing is sent.
//
// Events carry names and plain properties only: never personal data (no names, email
// addresses, message text or search text that could hold them beyond the query's length).

export const trackEventNames = [
  'page_view',
  'cta_click',
  'form_submit',
  'search',
  'download',
  'language_change',
  'share',
  'document_view',
  'checksum_copy',
  'checksum_verify',
] as const;

export type TrackEventName = (typeof trackEventNames)[number];

export type TrackProperties = Readonly<Record<string, string | number | boolean>>;

export interface TrackEvent {
  name: TrackEventName;
  properties: TrackProperties;
}

export type TrackListener = (event: TrackEvent) => void;

const listeners = new Set<TrackListener>();

/** Reports an event to every listener. A failing listener never breaks the page. */
export function track(name: TrackEventName, properties: TrackProperties = {}): void {
  const event: TrackEvent = { name, properties };
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // Analytics must never stop a visitor doing what they came for.
    }
  }
}

/** Listens to every event from now on; returns the function that stops listening. */
export function onTrack(listener: TrackListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
