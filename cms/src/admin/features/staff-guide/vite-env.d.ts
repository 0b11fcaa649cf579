// The guide's Markdown and images are imported through the admin build's bundler (Vite):
// `?raw` for the text, import.meta.glob for the screenshots.
/// <reference types="vite/client" />
