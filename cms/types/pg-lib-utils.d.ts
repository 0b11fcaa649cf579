// pg's own conversion of a bound value to the text it sends (pg/lib/utils.js has no type declarations).
declare module 'pg/lib/utils' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
