// The page's entry: tiny on purpose. The build prerenders the landing page into #root
// (scripts/prerender.mjs), so the first paint needs no script; React and the app are fetched
// right after it, leaving the network and the main thread to the first paint.

import './styles/global.css';
import { nextTask } from './lib/next-task';

const rootElement = document.getElementById('root');
// Without the mount point there is nothing to render into; say so loudly.
if (!rootElement) throw new Error('No #root element in DOM');

// React, the app and the start of React run in three tasks: evaluating React and the app in one
// go was the longest task of the page's start on a slow phone. The app's chunk is fetched once
// React's has run, a round trip later; nothing on screen waits for either.
const start = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/mount'))
    .then(async ({ mount }) => {
      await nextTask();
      mount(rootElement);
    });

/** Runs after the browser has painted a frame (the frame after requestAnimationFrame). */
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => void nextTask().then(run));

if (rootElement.firstElementChild) afterFirstPaint(() => void start());
else void start();
