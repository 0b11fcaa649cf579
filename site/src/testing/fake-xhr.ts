// A stand-in for the browser's XMLHttpRequest (the network boundary of the lead upload): records
// every request and answers each with the next scripted reply.

export type ScriptedReply = { status: number; body: unknown } | 'network-error';

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

export class FakeXhr {
  static replies: ScriptedReply[] = [];
  static requests: FakeXhr[] = [];

  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  timeout = 0;
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  /** How long after the upload's first progress the answer comes (a test may wait longer). */
  static answerAfterMs = 30;

  send(body: FormData) {
    this.body = body;
    FakeXhr.requests.push(this);
    const reply = FakeXhr.replies.shift() ?? { status: 500, body: { success: false } };
    // Part of the file goes up first; the answer comes a moment later, as over a real network.
    setTimeout(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }), 0);
    setTimeout(() => {
      if (reply === 'network-error') {
        this.onerror?.();
        return;
      }
      this.status = reply.status;
      this.responseText = JSON.stringify(reply.body);
      this.onload?.();
    }, FakeXhr.answerAfterMs);
  }
}

const original = globalThis.XMLHttpRequest;

/** Every XMLHttpRequest from now on answers with the replies in order. */
export const installFakeXhr = (...replies: ScriptedReply[]) => {
  FakeXhr.replies = [...replies];
  FakeXhr.requests = [];
  FakeXhr.answerAfterMs = 30;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return FakeXhr;
};

export const restoreXhr = () => {
  globalThis.XMLHttpRequest = original;
};

export const created = (reference: string): ScriptedReply => ({ status: 201, body: { success: true, reference } });

export const refused = (status: number, code: string, fields?: Record<string, string>): ScriptedReply => ({
  status,
  body: { success: false, error: { code, message: code, ...(fields ? { fields } : {}) } },
});
