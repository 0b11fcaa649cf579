// What the pages of the end-to-end run hold besides the DOM, as the scenarios read it inside
// page.evaluate: the accessibility checker (axe.mjs), the bot-check stand-in (landing-page.mjs)
// and the site's analytics events.

type AxeResults = {
  violations: { id: string; impact?: string; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
};

type RecaptchaCall = { siteKey: string; action?: string; token: string };

interface Window {
  axe: { run: (context: Document, options: unknown) => Promise<AxeResults> };
  grecaptcha: {
    ready: (callback: () => void) => void;
    execute: (siteKey: string, options?: { action?: string }) => Promise<string>;
  };
  __recaptchaCalls: RecaptchaCall[];
  dataLayer?: unknown[];
}
