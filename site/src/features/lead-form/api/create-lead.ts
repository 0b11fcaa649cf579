// One attempt at POST /api/leads/create. A raw XMLHttpRequest, not fetch: it reports the upload's
// progress (fetch cannot) and adds no HTTP library to the form's chunk.

import { env } from '@/config/env';
import { parseLeadAnswer, type LeadAnswer } from './lead-answer';

export const LEAD_CREATE_PATH = '/api/leads/create';
/** Long enough for 5 MB over a slow mobile connection. */
export const UPLOAD_TIMEOUT_MS = 180_000;

/** The request never got an answer: the connection failed, timed out or was cut. */
export class NetworkError extends Error {
  name = 'NetworkError';
}

export type CreateLeadOptions = {
  /** The same key on every attempt of one submission: the CMS then stores the lead once. */
  idempotencyKey: string;
  /** 0 to 100, as the file goes up. */
  onProgress?: (percent: number) => void;
};

export type CreateLeadResult = { status: number; answer: LeadAnswer };

export const createLead = (body: FormData, { idempotencyKey, onProgress }: CreateLeadOptions) =>
  new Promise<CreateLeadResult>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.cmsUrl}${LEAD_CREATE_PATH}`);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, answer: parseLeadAnswer(xhr.status, xhr.responseText) });
    xhr.onerror = () => reject(new NetworkError('The connection to the server failed.'));
    xhr.ontimeout = () => reject(new NetworkError('The upload timed out.'));
    xhr.onabort = () => reject(new NetworkError('The upload was cut off.'));
    xhr.send(body);
  });
