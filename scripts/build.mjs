// `npm run build`: production builds of the CMS (with its admin panel) and the site.
import { dir, ensureReady, log, runOrFail } from './lib/workspace.mjs';

await ensureReady();
log('building the CMS and its admin panel');
await runOrFail('npm', ['run', 'build', '--silent'], { cwd: dir('cms'), env: { NODE_ENV: 'production' } });
log('building the site');
await runOrFail('npm', ['run', 'build', '--silent'], { cwd: dir('site') });
log('done: cms/dist and site/dist');
