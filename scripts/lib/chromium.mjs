// Debian's Chromium, driven by playwright-core (no browser download: there is no internet here).

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { step } from './print.mjs';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/** The flags this machine needs: root (no sandbox) and a closed network (no background calls). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const sh = (command) => {
  const result = spawnSync('sh', ['-c', command], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`"${command}" failed (exit ${result.status})`);
};

/** Installs Debian's chromium when it is missing (CI starts without it). */
export const ensureChromium = () => {
  if (existsSync(CHROMIUM_PATH)) return;
  step(`installing Chromium (${CHROMIUM_PATH} is missing)`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  sh(`${sudo}apt-get update && DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y chromium`);
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`apt-get installed chromium, but ${CHROMIUM_PATH} is still missing`);
};

export const launchChromium = () =>
  chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
