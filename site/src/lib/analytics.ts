// Analytics events for Google Tag Manager: GTM reads whatever is pushed to window.dataLayer, and a
// page without GTM simply keeps the array. The site itself loads no tracker.

export type AnalyticsEvent = { event: string } & Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Sent once per submission, just before the create call. */
export const FORM_SENT_EVENT = 'form_sent';

export const trackEvent = (event: string, details: Record<string, unknown> = {}) => {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...details } satisfies AnalyticsEvent);
};
