// clamd, through the clamscan client (README.md, "Malware scanning"): a stream goes to clamd with
// its INSTREAM command, over TCP (CLAMAV_HOST, CLAMAV_PORT) or clamd's socket (CLAMAV_SOCKET), and
// its answer comes back as what the scan worker decides on (verdicts.ts). Nothing is written to
// disk on the way: the file streams from private storage to clamd.

import NodeClam from 'clamscan';
import type { Readable } from 'stream';

export type ClamdSettings = { host: string; port: string; socket: string; timeoutMs: number };

/** clamd's answer about one file. */
export type ClamdAnswer =
  | { kind: 'clean' }
  /** What clamd found: its signature names (Eicar-Signature, Heuristics.Encrypted.Zip…). */
  | { kind: 'found'; signatures: string[] }
  /** clamd answered but did not scan the file (over its stream limit, an error of its own). */
  | { kind: 'error'; message: string };

/** clamd could not be reached, or the connection broke before its answer: try again later. */
export class ClamdUnreachable extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const code = (cause as { code?: unknown })?.code;
    super(`clamd cannot be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.code = typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? code : 'UNREACHABLE';
  }
}

/** clamd's default TCP port. */
const CLAMD_PORT = 3310;

/** A failure of the connection itself, as Node or clamscan word it (not one of clamd's answers). */
const isConnectionFailure = (error: unknown) =>
  typeof (error as { code?: unknown })?.code === 'string' ||
  /timed out|socket|connect|closed/i.test(String((error as Error)?.message ?? ''));

/** The connection broke while the file was still being sent. */
const isCutOff = (error: unknown) => ['EPIPE', 'ECONNRESET'].includes(String((error as { code?: unknown })?.code));

/** clamd's own words in a clamscan error ("… Reply from server: INSTREAM size limit exceeded. ERROR"). */
const clamdWords = (error: unknown) => {
  const message = String((error as Error)?.message ?? error);
  return /reply from server:\s*(.*)$/is.exec(message)?.[1]?.trim() || /stream:\s*(.*)$/is.exec(message)?.[1]?.trim();
};

export const clamdClient = (settings: ClamdSettings) => {
  let ready: Promise<NodeClam> | null = null;
  const client = () =>
    (ready ??= new NodeClam()
      .init({
        clamdscan: {
          ...(settings.socket
            ? { socket: settings.socket }
            : { host: settings.host, port: Number(settings.port || CLAMD_PORT) }),
          timeout: settings.timeoutMs,
          // clamd over the network or its socket only: no local clamdscan program is looked for.
          path: '',
          localFallback: false,
          // Not asked at every start: clamd may come up after the CMS, and scans wait for it.
          bypassTest: true,
          active: true,
        },
        clamscan: { active: false },
        preference: 'clamdscan',
      })
      .catch((error: unknown) => {
        ready = null;
        throw error;
      }));

  /** Whether clamd answers PING with PONG (the readiness check). */
  const ping = async (): Promise<void> => {
    const scanner = await client();
    try {
      (await scanner.ping()).end();
    } catch (error) {
      throw new ClamdUnreachable(error);
    }
  };

  const answers = () =>
    ping().then(
      () => true,
      () => false,
    );

  return {
    /** Where clamd is, for the log: never sent to a client. */
    where: settings.socket || `${settings.host}:${settings.port || CLAMD_PORT}`,

    /** Scans everything `file` yields. Rejects with ClamdUnreachable when clamd does not answer. */
    async scan(file: Readable): Promise<ClamdAnswer> {
      const scanner = await client();
      let result: { isInfected: boolean | null; viruses: string[] } & { resultString?: string };
      try {
        result = await scanner.scanStream(file);
      } catch (error) {
        const words = clamdWords(error);
        if (words) return { kind: 'error', message: words.replace(/\0/g, '').slice(0, 200) };
        // clamd closes an INSTREAM connection mid-file only over its StreamMaxLength (having
        // answered "INSTREAM size limit exceeded", which the broken write can outrun): when it
        // still answers PING, that was the reason; when it does not, it went away.
        if (isCutOff(error) && (await answers())) {
          return { kind: 'error', message: 'INSTREAM size limit exceeded (clamd closed the connection mid-file)' };
        }
        if (isConnectionFailure(error)) throw new ClamdUnreachable(error);
        throw error;
      }
      if (result.isInfected === false) return { kind: 'clean' };
      if (result.isInfected === true) return { kind: 'found', signatures: result.viruses };
      return {
        kind: 'error',
        message: String(result.resultString ?? 'no verdict')
          .replace(/\0/g, '')
          .trim()
          .slice(0, 200),
      };
    },

    ping,
  };
};

export type ClamdClient = ReturnType<typeof clamdClient>;
