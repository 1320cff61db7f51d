// Image upload field for admin forms: client-side checks, upload with progress, then the server's URL.
import { AUTH_MESSAGES, MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@coach/shared';
import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2, ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { clearAdminSession, getAdminToken } from '../../lib/admin-session';

export type ImageUploaderProps = {
  /** e.g. "/api/admin/upload/recipe-image" */
  endpoint: string;
  /** the multipart field name, e.g. "recipe_image" */
  field: string;
  /** other multipart fields, e.g. { recipe_name: "Poha" } */
  extraFields?: Record<string, string>;
  label: string;
  /** the current image URL, shown as a preview */
  value: string | null;
  /** reads the new image URL out of the endpoint's JSON answer */
  pickUrl: (response: Record<string, unknown>) => string;
  onUploaded: (url: string) => void;
};

export const UPLOAD_TEXTS = UPLOAD_MESSAGES;

/** How long "Upload successful!" stays before the field returns to idle. */
const SUCCESS_MS = 2000;

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

type UploadAnswer = { status: number; body: Record<string, unknown> | null };

/** XMLHttpRequest rather than fetch: only it reports upload progress. Rejects only when no answer came. */
function sendForm(
  endpoint: string,
  form: FormData,
  onProgress: (percent: number) => void,
): { done: Promise<UploadAnswer>; abort: () => void } {
  const xhr = new XMLHttpRequest();
  const done = new Promise<UploadAnswer>((resolve, reject) => {
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
        // not JSON (a proxy's error page): treated as an answer without an error text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error(AUTH_MESSAGES.networkError));
    xhr.onabort = () => reject(new Error('aborted'));
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/** The client-side checks the spec asks for, before anything is sent. */
export function checkImageFile(file: File): string | null {
  if (!file.type.startsWith('image/')) return UPLOAD_TEXTS.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TEXTS.tooLarge;
  return null;
}

export function ImageUploader({ endpoint, field, extraFields, label, value, pickUrl, onUploaded }: ImageUploaderProps) {
  const id = useId();
  const navigate = useNavigate();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const abortRef = useRef<(() => void) | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      abortRef.current?.();
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  async function upload(file: File) {
    if (timerRef.current) clearTimeout(timerRef.current);
    const problem = checkImageFile(file);
    if (problem) {
      setState({ phase: 'error', message: problem });
      return;
    }
    const form = new FormData();
    for (const [name, text] of Object.entries(extraFields ?? {})) form.append(name, text);
    form.append(field, file);

    setState({ phase: 'uploading', percent: 0 });
    const request = sendForm(endpoint, form, (percent) => setState({ phase: 'uploading', percent }));
    abortRef.current = request.abort;
    let answer: UploadAnswer;
    try {
      answer = await request.done;
    } catch (error) {
      if (error instanceof Error && error.message === 'aborted') return;
      setState({ phase: 'error', message: AUTH_MESSAGES.networkError });
      return;
    } finally {
      abortRef.current = null;
    }

    if (answer.status === 401) {
      clearAdminSession();
      void navigate({ to: '/admin/login' });
      return;
    }
    const serverError = typeof answer.body?.error === 'string' ? answer.body.error : null;
    const url = answer.status < 300 && answer.body ? pickUrl(answer.body) : null;
    if (!url || serverError) {
      setState({ phase: 'error', message: serverError || UPLOAD_TEXTS.failed });
      return;
    }
    onUploaded(url);
    setState({ phase: 'success' });
    timerRef.current = setTimeout(() => setState({ phase: 'idle' }), SUCCESS_MS);
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after an error) still fires a change.
    event.target.value = '';
    if (file) void upload(file);
  }

  const uploading = state.phase === 'uploading';
  const hintId = `${id}-hint`;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-2 flex flex-wrap items-start gap-4">
        {value ? (
          <img
            src={value}
            alt={`${label} preview`}
            className="h-24 w-32 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <div className="flex h-24 w-32 items-center justify-center rounded-lg border border-dashed border-slate-300 text-slate-400">
            <ImageUp aria-hidden className="h-8 w-8" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={hintId}
            disabled={uploading}
            onChange={onChange}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:opacity-60"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            JPG, PNG or WebP, up to {MAX_UPLOAD_BYTES / (1024 * 1024)}MB
          </p>
          <UploadStatus state={state} id={id} />
        </div>
      </div>
    </div>
  );
}

function UploadStatus({ state, id }: { state: UploadState; id: string }) {
  if (state.phase === 'uploading') {
    // Named by its "Uploading... N%" text, so the field's own label stays unique for getByLabel and screen readers.
    return (
      <div className="mt-2">
        <p id={`${id}-progress`} className="text-sm text-slate-600">
          Uploading... {state.percent}%
        </p>
        <progress
          value={state.percent}
          max={100}
          aria-valuenow={state.percent}
          aria-labelledby={`${id}-progress`}
          className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
        />
      </div>
    );
  }
  if (state.phase === 'success') {
    return (
      <p role="status" className="mt-2 flex items-center gap-1 text-sm font-medium text-green-700">
        <CheckCircle2 aria-hidden className="h-4 w-4" />
        {UPLOAD_TEXTS.success}
      </p>
    );
  }
  if (state.phase === 'error') {
    return (
      <p role="alert" className="mt-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
        {state.message}
      </p>
    );
  }
  return null;
}
