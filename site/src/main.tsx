// The page's entry: tiny on purpose. The build prerenders the landing page into #root
// (scripts/prerender.mjs), so the first paint needs no script; React and the app are fetched
// right after it, leaving the network and the main thread to the first paint.

import './styles/global.css';

const rootElement = document.getElementById('root');
// Without the mount point there is nothing to render into; say so loudly.
if (!rootElement) throw new Error('No #root element in DOM');

/** Runs in a task of its own, after the one running now. */
const nextTask = (run: () => void) => setTimeout(run, 0);

// Evaluating the app's code and starting React are two tasks: together they were the longest
// task of the page's start on a slow phone.
const start = () => import('./app/mount').then(({ mount }) => nextTask(() => mount(rootElement)));

/** Runs after the browser has painted a frame (the frame after requestAnimationFrame). */
const afterFirstPaint = (run: () => void) => requestAnimationFrame(() => nextTask(run));

if (rootElement.firstElementChild) afterFirstPaint(() => void start());
else void start();
