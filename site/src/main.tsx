// The page's entry: tiny on purpose. The build prerenders the landing page into #root
// (scripts/prerender.mjs), so the first paint needs no script; React and the app are fetched once
// the first screen, its images included, is on screen, leaving the network and the main thread
// to it.

import './styles/global.css';
import { nextTask } from './lib/next-task';

const rootElement = document.getElementById('root');
// Without the mount point there is nothing to render into; say so loudly.
if (!rootElement) throw new Error('No #root element in DOM');

/** A slow image (an editor's large upload) holds React back this long at most. */
const LOAD_WAIT_MS = 2_000;

// React, the app and the start of React run in three tasks: evaluating React and the app in one
// go was the longest task of the page's start on a slow phone. The app's chunk is fetched once
// React's has run, a round trip later; nothing on screen waits for either.
const start = () =>
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('./app/mount'))
    .then(async ({ mount }) => {
      await nextTask();
      await mount(rootElement);
    });

/** Resolves once the page has loaded, its first screen's images included (lazy ones are not). */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') return resolve();
    window.addEventListener('load', () => resolve(), { once: true });
    setTimeout(resolve, LOAD_WAIT_MS);
  });

/** Resolves after the browser has painted a frame and shown it: two frames, then a task. */
const shown = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => void nextTask().then(resolve))),
  );

// The banner is the page's largest paint: the scripts start after it is drawn, not while its
// image is still on the way (measured: a banner drawn after the scripts' download made a
// simulated phone's largest paint wait for them too).
if (rootElement.firstElementChild) void loaded().then(shown).then(start);
else void start();
