// Image upload field for admin forms: client-side checks, upload with progress, then the server's URL.
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from '@coach/shared';
import { useNavigate } from '@tanstack/react-router';
import { CheckCircle2, ImageUp } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { clearAdminSession } from '@/lib/admin-session';
import { checkImageFile, uploadImage } from './upload-image';

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
  /** The file types offered, and the hint that names them; photos by default. */
  accept?: string;
  hint?: string;
  /** How the preview shows the image: cropped to fill (photos) or whole (a logo). */
  fit?: 'cover' | 'contain';
};

const PHOTO_TYPES = 'image/jpeg,image/png,image/webp';
const PHOTO_HINT = `JPG, PNG or WebP, up to ${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

const UPLOAD_TEXTS = UPLOAD_MESSAGES;

/** How long "Upload successful!" stays before the field returns to idle. */
const SUCCESS_MS = 2000;

type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'success' }
  | { phase: 'error'; message: string };

export function ImageUploader({
  endpoint,
  field,
  extraFields,
  label,
  value,
  pickUrl,
  onUploaded,
  accept = PHOTO_TYPES,
  hint = PHOTO_HINT,
  fit = 'cover',
}: ImageUploaderProps) {
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
    setState({ phase: 'uploading', percent: 0 });
    const request = uploadImage({
      endpoint,
      field,
      fields: extraFields,
      file,
      onProgress: (percent) => setState({ phase: 'uploading', percent }),
    });
    abortRef.current = request.abort;
    const outcome = await request.done;
    abortRef.current = null;
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'signed-out') {
      clearAdminSession();
      void navigate({ to: '/admin/login' });
      return;
    }
    const url = outcome.kind === 'uploaded' ? pickUrl(outcome.body) : null;
    if (!url) {
      setState({ phase: 'error', message: outcome.kind === 'failed' ? outcome.message : UPLOAD_TEXTS.failed });
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
            className={`h-24 w-32 rounded-lg border border-slate-200 ${fit === 'cover' ? 'object-cover' : 'object-contain p-1'}`}
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
            accept={accept}
            aria-describedby={hintId}
            disabled={uploading}
            onChange={onChange}
            className="block w-full text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 hover:file:bg-brand-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:opacity-60"
          />
          <p id={hintId} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
          <UploadStatus state={state} id={id} />
        </div>
      </div>
    </div>
  );
}

function UploadStatus({ state, id }: { state: UploadState; id: string }) {
  if (state.phase === 'uploading') {
    return <UploadProgress id={`${id}-progress`} text="Uploading..." percent={state.percent} />;
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

/** "Uploading... N%" with its bar, which the text names (so a field's own label stays unique). */
export function UploadProgress({ id, text, percent }: { id: string; text: string; percent: number }) {
  return (
    <div className="mt-2">
      <p id={id} className="text-sm text-slate-600">
        {text} {percent}%
      </p>
      <progress
        value={percent}
        max={100}
        aria-valuenow={percent}
        aria-labelledby={id}
        className="mt-1 h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
      />
    </div>
  );
}
