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

/** Two frames, then a task: a painted frame, where the browser keeps no record of its paints. */
const frames = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => void nextTask().then(resolve))),
  );

/**
 * Resolves once the browser says the first paint is on screen (its first-contentful-paint entry,
 * written when the frame was presented; the banner is in that frame), or after two frames where
 * it keeps no such record. Two frames alone were not enough: drawing the full-width banner in
 * software can present the frame after the second one has begun, and the scripts then started
 * before the page was shown.
 */
const shown = () =>
  new Promise<void>((resolve) => {
    const paintRecorded =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (!paintRecorded) return void frames().then(resolve);
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      void nextTask().then(resolve);
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) done();
    });
    const timer = setTimeout(done, LOAD_WAIT_MS);
    observer.observe({ type: 'paint', buffered: true });
  });

// The banner is the page's largest paint: the scripts start after it is shown, not while its
// image is still on the way (measured: a banner drawn after the scripts' download made a
// simulated phone's largest paint wait for them too).
if (rootElement.firstElementChild) void loaded().then(shown).then(start);
else void start();
