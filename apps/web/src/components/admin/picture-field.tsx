// Pictures uploaded through the site's uploader, each in a box with its upload error and a button to remove it:
// `PictureField` with its required alternative text (the page editor's pictures, the testimonials' photos) and
// `PhotoField` for a photo stored as its address alone (a transformation's before and after).
import { PICTURE_ALT_MAX, type Picture } from '@coach/shared';
import type { ReactNode } from 'react';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ImageUploader, type ImageUploaderProps } from './image-uploader';

type Upload = Pick<ImageUploaderProps, 'endpoint' | 'field' | 'extraFields' | 'pickUrl'>;

/** The uploader, its error and, once there is a picture, `children` (what else describes it) and "Remove". */
function UploadBox({
  upload,
  label,
  url,
  onUploaded,
  onRemove,
  error,
  children,
}: {
  upload: Upload;
  label: string;
  url: string | null;
  onUploaded: (url: string) => void;
  onRemove: () => void;
  error?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <ImageUploader {...upload} label={label} value={url} onUploaded={onUploaded} />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {url && (
        <>
          {children}
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={onRemove}>
            Remove {label.toLowerCase()}
          </button>
        </>
      )}
    </div>
  );
}

export function PictureField({
  label,
  folder,
  value,
  onChange,
  urlError,
  altError,
  altLabel = 'Alternative text',
}: {
  label: string;
  /** Named apart when a form has two pictures. */
  altLabel?: string;
  /** The uploads folder it goes to ("pages", "testimonials"). */
  folder: string;
  value: Picture | null;
  onChange: (value: Picture | null) => void;
  urlError?: string;
  altError?: string;
}) {
  return (
    <UploadBox
      upload={{
        endpoint: '/api/admin/upload/image',
        field: 'image',
        extraFields: { category: folder },
        pickUrl: (answer) => String(answer.file_url ?? ''),
      }}
      label={label}
      url={value?.url ?? null}
      onUploaded={(url) => onChange({ url, alt: value?.alt ?? '' })}
      onRemove={() => onChange(null)}
      error={urlError}
    >
      {value && (
        <FormField
          label={altLabel}
          hint={`What the picture shows, for people who cannot see it (${value.alt.length}/${PICTURE_ALT_MAX})`}
          error={altError}
          required
        >
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="text"
              value={value.alt}
              maxLength={PICTURE_ALT_MAX}
              onChange={(event) => onChange({ ...value, alt: event.target.value })}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={inputClass}
            />
          )}
        </FormField>
      )}
    </UploadBox>
  );
}

/** A photo kept as its address; `field` names it in the upload and in the endpoint's answer. */
export function PhotoField({
  label,
  endpoint,
  field,
  value,
  onChange,
  error,
}: {
  label: string;
  endpoint: string;
  field: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  return (
    <UploadBox
      upload={{ endpoint, field, pickUrl: (answer) => String(answer[field] ?? '') }}
      label={label}
      url={value}
      onUploaded={onChange}
      onRemove={() => onChange(null)}
      error={error}
    />
  );
}
