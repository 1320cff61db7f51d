// Image upload field for admin forms (placeholder: the real uploader with progress is being built).
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

export function ImageUploader({ label, value }: ImageUploaderProps) {
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{label}</p>
      {value && <img src={value} alt="" className="mt-2 h-24 rounded-lg object-cover" />}
    </div>
  );
}
