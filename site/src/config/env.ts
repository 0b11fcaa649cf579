// Reads and checks the build-time environment once; the rest of the site imports `env`.

type Env = {
  /** Origin of the CMS ('' = the site's own origin, where /api and /uploads are proxied). */
  cmsUrl: string;
  /** Where the site's bundled images, icons and documents live (/static/). */
  staticBase: string;
  /** The public reCAPTCHA v3 site key baked in at build time, or null (then the CMS's is used). */
  recaptchaSiteKey: string | null;
};

const readCmsUrl = (value: unknown): string => {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !/^https?:\/\/[^/\s]+$/.test(value.replace(/\/+$/, ''))) {
    // Fail the page at start rather than send every call to a wrong address.
    throw new Error(`VITE_CMS_URL must be an http(s) origin such as https://cms.example.org, got "${String(value)}"`);
  }
  return value.replace(/\/+$/, '');
};

const readOptional = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

const readBase = (value: unknown): string => (typeof value === 'string' && value !== '' ? value : '/');

export const env: Env = {
  cmsUrl: readCmsUrl(import.meta.env.VITE_CMS_URL),
  staticBase: `${readBase(import.meta.env.BASE_URL).replace(/\/+$/, '')}/static/`,
  recaptchaSiteKey: readOptional(import.meta.env.VITE_RECAPTCHA_SITE_KEY),
};
