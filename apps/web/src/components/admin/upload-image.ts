// Sends one image to an admin upload route with progress, and reads the answer: the JSON body, or the error to show.
import { AUTH_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@coach/shared';
import { getAdminToken } from '@/lib/admin-session';

export type UploadOutcome =
  | { kind: 'uploaded'; body: Record<string, unknown> }
  | { kind: 'failed'; message: string }
  /** The session ended: the caller signs out. */
  | { kind: 'signed-out' }
  | { kind: 'aborted' };

/** The client-side checks the spec asks for, before anything is sent. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_MESSAGES.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** The server's error text, if its answer is JSON with one. */
function answerError(body: Record<string, unknown> | null) {
  return typeof body?.error === 'string' && body.error ? body.error : null;
}

/**
 * Uploads `file` as the multipart field `field`, with `fields` beside it. XMLHttpRequest rather than fetch: only it
 * reports upload progress. The promise always settles with an outcome, never a rejection.
 */
export function uploadImage({
  endpoint,
  field,
  fields,
  file,
  onProgress,
}: {
  endpoint: string;
  field: string;
  fields?: Record<string, string>;
  file: File;
  onProgress: (percent: number) => void;
}): { done: Promise<UploadOutcome>; abort: () => void } {
  const form = new FormData();
  for (const [name, text] of Object.entries(fields ?? {})) form.append(name, text);
  form.append(field, file);
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadOutcome>((resolve) => {
    xhr.open('POST', endpoint);
    const token = getAdminToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: Record<string, unknown> | null = null;
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
      } catch {
        // not JSON (a proxy's error page): an answer without an error text
      }
      if (xhr.status === 401) resolve({ kind: 'signed-out' });
      else if (xhr.status < 300 && body && !answerError(body)) resolve({ kind: 'uploaded', body });
      else resolve({ kind: 'failed', message: answerError(body) ?? UPLOAD_MESSAGES.failed });
    };
    xhr.onerror = () => resolve({ kind: 'failed', message: AUTH_MESSAGES.networkError });
    xhr.onabort = () => resolve({ kind: 'aborted' });
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
