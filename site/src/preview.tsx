// The preview page's entry (preview/index.html, served at /preview/): a page of its own, never
// prerendered, so no draft text is in any built file. The token is taken from the address before
// anything renders (StrictMode's double effects must not find it gone), then React draws the page.
// The public page's entry (src/main.tsx) imports nothing of this.

import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PreviewApp } from './app/preview-app';
import { takePreviewAddress } from './features/preview/lib/preview-address';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in DOM');

const address = takePreviewAddress();
createRoot(rootElement).render(
  <StrictMode>
    <PreviewApp token={address.token} locale={address.locale} />
  </StrictMode>,
);
