import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/global.css';

const rootElement = document.getElementById('root');
// SPEC.md §8: without the mount point there is nothing to render into; say so loudly.
if (!rootElement) throw new Error('No #root element in DOM');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
