/// <reference types="vite/client" />

// An interface, not a type: Vite's ImportMetaEnv is extended by declaration merging.
interface ImportMetaEnv {
  readonly VITE_CMS_URL?: string;
  /** The public reCAPTCHA v3 site key; when unset the site uses the one the settings answer gives. */
  readonly VITE_RECAPTCHA_SITE_KEY?: string;
}
