// The encryption of backups: age (age-encryption.org, the `age-encryption` library), to a public
// key whose private key never comes near the server. Streams in, streams out: a backup never sits
// whole in memory. age authenticates every 64 KiB chunk, so an altered or cut backup fails to
// decrypt instead of restoring something else.

import { Readable } from 'stream';
import type { ReadableStream } from 'stream/web';

type AgeModule = {
  Encrypter: new () => {
    addRecipient(recipient: string): void;
    encrypt(input: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>>;
  };
  Decrypter: new () => {
    addIdentity(identity: string): void;
    decrypt(input: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>>;
  };
  generateIdentity(): Promise<string>;
  identityToRecipient(identity: string): Promise<string>;
};

// age-encryption is an ES module and this app is compiled to CommonJS: Node's own require loads it
// (Node >= 20.19), taken from the real builtin so that a test runner's `require` does not stand in
// (as for file-type in lib/attachments/file-type.ts).
const nodeModule = (
  process as unknown as { getBuiltinModule: (id: string) => typeof import('module') }
).getBuiltinModule('node:module');
let age: AgeModule | undefined;
const loadAge = () => (age ??= nodeModule.createRequire(__filename)('age-encryption') as AgeModule);

/** An age X25519 public key as age prints it (Bech32, "age1" and 58 characters). */
export const isAgePublicKey = (value: string) => /^age1[02-9ac-hj-np-z]{58}$/.test(value);

/** The private key of an age key file: its first AGE-SECRET-KEY-1… line (comments allowed). */
export const ageIdentityIn = (keyFile: string) => {
  const line = keyFile
    .split(/\r?\n/)
    .map((text) => text.trim())
    .find((text) => text.startsWith('AGE-SECRET-KEY-1'));
  if (!line) throw new Error('the key file holds no age private key (a line starting AGE-SECRET-KEY-1)');
  return line;
};

const toWeb = (stream: Readable) => Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
const fromWeb = (stream: ReadableStream<Uint8Array>) =>
  Readable.fromWeb(stream as unknown as Parameters<typeof Readable.fromWeb>[0]);

/** `plain` encrypted to `publicKey`, as a stream. */
export const encryptStream = async (publicKey: string, plain: Readable): Promise<Readable> => {
  const encrypter = new (loadAge().Encrypter)();
  encrypter.addRecipient(publicKey);
  return fromWeb(await encrypter.encrypt(toWeb(plain)));
};

/** `sealed` decrypted with `identity`; the stream errors where the data was altered or cut. */
export const decryptStream = async (identity: string, sealed: Readable): Promise<Readable> => {
  const decrypter = new (loadAge().Decrypter)();
  decrypter.addIdentity(identity);
  return fromWeb(await decrypter.decrypt(toWeb(sealed)));
};

/** A new key pair, as `npm run backup -- --new-key` prints it (the private one as age's key file). */
export const newKeyPair = async () => {
  const identity = await loadAge().generateIdentity();
  const publicKey = await loadAge().identityToRecipient(identity);
  return { publicKey, keyFile: `# created: ${new Date().toISOString()}\n# public key: ${publicKey}\n${identity}\n` };
};
