// Starts what the end-to-end run uses (the CMS on a fresh database, the fake siteverify and
// `vite preview` of the built site) and keeps it running until Ctrl-C: for looking at the built
// site by hand or running Lighthouse against it. Prints the addresses and the admin token.

import { cleanup, installCleanupHandlers } from '../lib/cleanup.mjs';
import { startStack } from './lib/stack.mjs';

installCleanupHandlers();
try {
  const stack = await startStack({ botCheck: !process.argv.includes('--no-bot-check') });
  console.log(JSON.stringify({ site: stack.siteUrl, cms: stack.cms.url, adminToken: stack.adminToken }));
  await new Promise(() => undefined);
} catch (error) {
  console.error(error);
  await cleanup();
  process.exit(1);
}
