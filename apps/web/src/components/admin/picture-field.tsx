// A picture uploaded through the site's uploader (WebP variants made on the server) with its required alternative
// text, and a button to remove it: the page editor's pictures and the testimonials' photos.
import { PICTURE_ALT_MAX, type Picture } from '@coach/shared';
import { FormField, inputClass } from '@/components/ui/form-field';
import { ImageUploader } from './image-uploader';

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
    <div className="space-y-3 rounded-xl border border-slate-200 p-4">
      <ImageUploader
        endpoint="/api/admin/upload/image"
        field="image"
        extraFields={{ category: folder }}
        label={label}
        value={value?.url ?? null}
        pickUrl={(answer) => String(answer.file_url ?? '')}
        onUploaded={(url) => onChange({ url, alt: value?.alt ?? '' })}
      />
      {urlError && (
        <p role="alert" className="text-sm text-red-700">
          {urlError}
        </p>
      )}
      {value && (
        <>
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
          <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onChange(null)}>
            Remove {label.toLowerCase()}
          </button>
        </>
      )}
    </div>
  );
}
