// The fields of the page editor: text lines and paragraphs with their limits, rich text (the post editor's Tiptap
// setup, loaded when a page has such a field), a hide switch, a picture with its alternative text, and lists whose items can be added, removed and moved up or down with buttons (so with the
// keyboard as with the mouse). Each field finds its error by its path in the content ("sections.story.heading").
import { Plus, Trash2 } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useId, useRef } from 'react';
import { focusLater, MoveAnnouncement, MoveButtons, useMoveAnnouncer } from '@/components/admin/move-buttons';
import { PictureField } from '@/components/admin/picture-field';
import { FormField, inputClass } from '@/components/ui/form-field';

/** The editor's errors by path, from the shared schema (in the browser) or the server's answer. */
const ErrorsContext = createContext<ReadonlyMap<string, string>>(new Map());
export const EditorErrors = ErrorsContext.Provider;
const useError = (path: string) => useContext(ErrorsContext).get(path);

export function TextField({
  path,
  label,
  value,
  onChange,
  max,
  multiline = false,
  hint,
  required = false,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}) {
  const error = useError(path);
  const counted = `${value.length}/${max}`;
  return (
    <FormField label={label} hint={hint ? `${hint} (${counted})` : counted} error={error} required={required}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <textarea
            id={id}
            rows={4}
            value={value}
            maxLength={max}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={inputClass}
          />
        ) : (
          <input
            id={id}
            type="text"
            value={value}
            maxLength={max}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={inputClass}
          />
        )
      }
    </FormField>
  );
}

const RichTextEditor = lazy(() => import('@/features/blog/admin/post-editor/rich-text-editor'));

/** Rich text (paragraphs, bold, italic, links, lists) as HTML; the server sanitises it when the draft is saved. */
export function RichTextField({
  path,
  label,
  value,
  onChange,
  hint,
}: {
  path: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  hint?: string;
}) {
  const error = useError(path);
  return (
    <FormField label={label} hint={hint} error={error} required>
      {({ describedBy, invalid }) => (
        <Suspense fallback={<p className="mt-1 text-sm text-slate-600">Loading the editor...</p>}>
          <RichTextEditor value={value} onChange={onChange} label={label} describedBy={describedBy} invalid={invalid} />
        </Suspense>
      )}
    </FormField>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500"
      />
      {label}
    </label>
  );
}

export function HiddenSwitch({ hidden, onChange }: { hidden: boolean; onChange: (hidden: boolean) => void }) {
  return <CheckboxField label="Hide this section on the site" checked={hidden} onChange={onChange} />;
}

export type ImageValue = { url: string; alt: string } | null;

/** A picture and its alt text (the admin toolkit's picture field), its errors found by their paths. */
export function ImageField({
  path,
  label,
  value,
  onChange,
}: {
  path: string;
  label: string;
  value: ImageValue;
  onChange: (value: ImageValue) => void;
}) {
  return (
    <PictureField
      label={label}
      folder="pages"
      value={value}
      onChange={onChange}
      urlError={useError(`${path}.url`)}
      altError={useError(`${path}.alt`)}
    />
  );
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

/**
 * Keys that follow the items through moves, so a moved item keeps its fields (and the focus). A list replaced from
 * outside (a reload, a reset) with another length gets new keys.
 */
function useItemKeys(length: number) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== length) keys.current = Array.from({ length }, newKey);
  return keys;
}

export function ListField<T>({
  path,
  label,
  itemLabel,
  items,
  onChange,
  create,
  max,
  min = 1,
  children,
}: {
  path: string;
  label: string;
  /** One item's name, e.g. "paragraph": "Add paragraph", "Move paragraph 2 up". */
  itemLabel: string;
  items: readonly T[];
  onChange: (items: T[]) => void;
  /** A new, empty item. */
  create: () => T;
  max: number;
  min?: number;
  /** One item's fields; `update` replaces it. */
  children: (item: T, index: number, update: (next: T) => void) => ReactNode;
}) {
  const keys = useItemKeys(items.length);
  const { said, setSaid, announceMove } = useMoveAnnouncer();
  const error = useError(path);
  const headingId = useId();

  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item as T);
    const [key] = keys.current.splice(from, 1);
    keys.current.splice(to, 0, key as string);
    onChange(next);
    announceMove({ moveKey: key as string, name: `${itemLabel} ${from + 1}`, from, to, count: items.length });
  };
  const remove = (index: number) => {
    keys.current.splice(index, 1);
    onChange(items.filter((_, i) => i !== index));
    setSaid(`${itemLabel} ${index + 1} removed`);
    focusLater(`[data-list-add="${path}"]`);
  };
  const add = () => {
    keys.current.push(newKey());
    onChange([...items, create()]);
    setSaid(`${itemLabel} ${items.length + 1} added`);
  };

  return (
    <fieldset aria-labelledby={headingId} className="space-y-3">
      <legend id={headingId} className="text-sm font-semibold text-slate-800">
        {label}
      </legend>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ol className="space-y-3">
        {items.map((item, index) => {
          const key = keys.current[index] as string;
          const name = `${itemLabel} ${index + 1}`;
          return (
            <li key={key} className="rounded-xl border border-slate-200 bg-slate-50 p-3">
              <div className="space-y-3">
                {children(item, index, (next) => onChange(items.map((old, i) => (i === index ? next : old))))}
              </div>
              <div className="mt-3 flex flex-wrap gap-2">
                <MoveButtons moveKey={key} name={name} index={index} count={items.length} onMove={move} />
                <button
                  type="button"
                  className="btn-outline px-2 py-1 text-xs text-red-700"
                  disabled={items.length <= min}
                  onClick={() => remove(index)}
                  aria-label={`Remove ${name}`}
                >
                  <Trash2 aria-hidden className="size-4" /> Remove
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        data-list-add={path}
        className="btn-outline px-3 py-1.5 text-sm"
        disabled={items.length >= max}
        onClick={add}
      >
        <Plus aria-hidden className="size-4" /> Add {itemLabel}
      </button>
      <MoveAnnouncement said={said} />
    </fieldset>
  );
}
