// One PostgreSQL connection that LISTENs on a channel, kept open for the life of the process: when
// it drops (a restart, a failover, a network cut) it is opened again with growing pauses, and once
// it is back onReconnect() runs, because notifications sent meanwhile were not delivered to it.

import { Client, type ClientConfig } from 'pg';

type Options = {
  connection: ClientConfig;
  channel: string;
  onNotification: (payload: string | undefined) => void;
  onReconnect: () => void;
  log: { warn(message: string): void };
};

/** Pauses between attempts: 0.25 s, doubling, at most 10 s. */
const FIRST_PAUSE_MS = 250;
const LONGEST_PAUSE_MS = 10_000;

export const createPostgresListener = ({ connection, channel, onNotification, onReconnect, log }: Options) => {
  let client: Client | null = null;
  let closed = false;
  let failures = 0;
  /** Set once a connection was lost or never made: notifications may have gone by unheard. */
  let missedSome = false;
  let retry: NodeJS.Timeout | null = null;

  const scheduleReconnect = () => {
    if (closed || retry) return;
    const pause = Math.min(FIRST_PAUSE_MS * 2 ** failures, LONGEST_PAUSE_MS);
    failures += 1;
    retry = setTimeout(() => {
      retry = null;
      void connect().catch(() => undefined);
    }, pause);
    retry.unref();
  };

  const connect = async () => {
    const current = new Client({ ...connection, keepAlive: true });
    client = current;
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (client === current) client = null;
      if (closed) return;
      missedSome = true;
      log.warn(`[shared-state] PostgreSQL LISTEN connection lost${error ? `: ${error.message}` : ''}; reconnecting`);
      current.end().catch(() => undefined);
      scheduleReconnect();
    };
    current.on('error', onLost);
    current.on('end', () => onLost());
    current.on('notification', (notice) => {
      if (notice.channel === channel) onNotification(notice.payload);
    });
    try {
      await current.connect();
      await current.query(`LISTEN "${channel}"`);
    } catch (error) {
      onLost(error as Error);
      throw error;
    }
    if (closed) {
      await current.end().catch(() => undefined);
      return;
    }
    failures = 0;
    if (missedSome) {
      missedSome = false;
      onReconnect();
    }
  };

  // The first connection is awaited at start (a database that cannot be reached fails the start
  // anyway); it keeps trying in the background if it fails.
  const started = connect().catch((error: Error) => {
    log.warn(`[shared-state] could not LISTEN on PostgreSQL yet: ${error.message}`);
  });

  return {
    started,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
};
