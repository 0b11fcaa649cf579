// The page's entry: tiny on purpose. The build prerenders the landing page into #root
// (scripts/prerender.mjs), so the first paint needs no script; React and the app are fetched
// right after it, leaving the network and the main thread to the first paint.

import './styles/global.css';

const rootElement = document.getElementById('root');
// Without the mount point there is nothing to render into; say so loudly.
if (!rootElement) throw new Error('No #root element in DOM');

const start = () => import('./app/mount').then(({ mount }) => mount(rootElement));

/** Runs after the browser has painted a frame (the frame after requestAnimationFrame). */
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run, 0));

if (rootElement.firstElementChild) afterFirstPaint(() => void start());
else void start();
