// Plain-text output for benchmarks: aligned tables and number formats.

import os from 'node:os';

export const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
export const green = (text) => (process.stdout.isTTY ? `\x1b[32m${text}\x1b[0m` : text);
export const red = (text) => (process.stdout.isTTY ? `\x1b[31m${text}\x1b[0m` : text);

export const step = (message) => console.log(`\x1b[36m▸\x1b[0m ${message}`);

/** rows: arrays of cells; the first row is the header. Numbers are right-aligned. */
export const table = (rows) => {
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const widths = text[0].map((_, column) => Math.max(...text.map((row) => [...row[column]].length)));
  const numeric = rows[1]?.map((cell) => typeof cell === 'number' || /^[\d.,]+( ms)?$/.test(String(cell))) ?? [];
  const line = (row) =>
    row
      .map((cell, column) => {
        const padding = ' '.repeat(widths[column] - [...cell].length);
        return numeric[column] ? padding + cell : cell + padding;
      })
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(text[0]), rule, ...text.slice(1).map(line)].join('\n');
};

export const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
export const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(value < 10 ? 1 : 0)} ms` : '—');
export const yesNo = (ok) => (ok ? green('MET') : red('NOT MET'));

/** The opening lines of a benchmark report: what ran where, and how busy the machine was. */
export const printBenchHeader = ({ title, cmsPid, loadBefore, databaseLabel, start = 'strapi start' }) => {
  const cpus = os.cpus();
  console.log(`\n${bold(title)}`);
  console.log(
    `machine   ${cpus.length} cores (${cpus[0]?.model?.trim() ?? 'unknown CPU'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
  );
  console.log(`node      ${process.version}; CMS: ${start}, NODE_ENV=production, LOG_LEVEL=warn, pid ${cmsPid}`);
  console.log(
    `load avg  ${loadBefore.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min) before the run` +
      ' — other work on this machine skews the figures',
  );
  console.log(`database  ${databaseLabel}`);
};
