// Strapi's installed code, read as text: the guards below fail when what a workaround relies on
// is no longer there, which is when the workaround must be looked at again (README.md).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve(__dirname, '../../../../node_modules');

const cache = new Map<string, string>();

const codeFiles = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return codeFiles(file);
    return /\.(m?js)$/.test(name) ? [file] : [];
  });

/** All the JavaScript a package ships under `folder` (e.g. '@strapi/admin/dist'), as one text. */
export const codeOf = (folder: string): string => {
  let text = cache.get(folder);
  if (text === undefined) {
    text = codeFiles(path.join(MODULES, folder))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    cache.set(folder, text);
  }
  return text;
};

export const installedVersion = (name: string): string =>
  (JSON.parse(readFileSync(path.join(MODULES, name, 'package.json'), 'utf8')) as { version: string }).version;
