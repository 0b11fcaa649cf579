// Renders scripts/assets/social-image.svg to site/public/static/social-image.png (1200x630).
// Usage: node scripts/assets/make-social-image.mjs
// sharp is taken from the CMS workspace, where it is already a dependency.
import { createRequire } from 'node:module';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const require = createRequire(import.meta.url);
const sharp = require(path.join(root, 'cms', 'node_modules', 'sharp'));

const source = path.join(here, 'social-image.svg');
const target = path.join(root, 'site', 'public', 'static', 'social-image.png');

const svg = await readFile(source);
await sharp(svg, { density: 72 })
  .resize(1200, 630)
  .flatten({ background: '#0b3d91' })
  // A 256-colour palette keeps the file small; quality 100 with dithering avoids banding in the gradients.
  .png({ palette: true, quality: 100, dither: 1, effort: 10, compressionLevel: 9 })
  .toFile(target);

const { size } = await stat(target);
console.log(`${path.relative(root, target)}: ${(size / 1024).toFixed(1)} KB`);
