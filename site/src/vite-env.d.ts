/// <reference types="vite/client" />

// An interface, not a type: Vite's ImportMetaEnv is extended by declaration merging.
interface ImportMetaEnv {
  readonly VITE_CMS_URL?: string;
}
