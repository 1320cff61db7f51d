// The editor's field groups: basic information, article or video content, publishing, tags, media and SEO.
import {
  type BlogInput,
  EDITOR_BLOG_CATEGORIES,
  META_DESCRIPTION_MAX,
  READING_WORDS_PER_MINUTE,
  slugify,
  suggestedReadTime,
} from '@coach/shared';
import { lazy, type ReactNode, Suspense, useCallback, useRef } from 'react';
import { Controller, type FieldPath, type UseFormRegisterReturn, type UseFormReturn, useWatch } from 'react-hook-form';
import { ImageUploader } from '@/components/admin/image-uploader';
import { FormField, inputClass } from '@/components/ui/form-field';
import { BlogEditorTags } from './blog-editor-tags';
import { type BlogEditorValues, TYPE_LABELS } from './blog-editor-values';

// The rich-text editor (Tiptap) loads with this form only: no byte of it reaches the public pages.
const PostEditor = lazy(() => import('@/features/blog/admin/post-editor/post-editor'));

export type EditorForm = UseFormReturn<BlogEditorValues, unknown, BlogInput>;
type TextName = Exclude<
  FieldPath<BlogEditorValues>,
  'published' | 'featured' | 'newsletter' | 'tags' | `tags.${number}`
>;

/** The form's `field` (useAdminForm): registers a field so editing it clears its own message and the save failure. */
type Register = (name: FieldPath<BlogEditorValues>) => UseFormRegisterReturn<FieldPath<BlogEditorValues>>;

function EditorSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl bg-white p-6 shadow-sm">
      <legend className="float-left mb-4 w-full text-lg font-semibold text-slate-900">{title}</legend>
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

function TextInput({
  form,
  field,
  name,
  label,
  required,
  hint,
  placeholder,
  type = 'text',
  rows,
}: {
  form: EditorForm;
  field: Register;
  name: TextName;
  label: string;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  type?: 'text' | 'url' | 'date';
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <FormField label={label} required={required} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          ...field(name),
          placeholder,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          className: inputClass,
        };
        return rows ? <textarea rows={rows} {...common} /> : <input type={type} {...common} />;
      }}
    </FormField>
  );
}

export function BasicInformation({ form, field }: { form: EditorForm; field: Register }) {
  return (
    <EditorSection title="Basic Information">
      <TextInput form={form} field={field} name="title" label="Title" required placeholder="Post title" />
      <TextInput form={form} field={field} name="excerpt" label="Excerpt" required rows={3} />
      <FormField label="Content Type">
        {({ id }) => (
          <select id={id} {...field('type')} className={inputClass}>
            <option value="blog">{TYPE_LABELS.blog}</option>
            <option value="vlog">{TYPE_LABELS.vlog}</option>
          </select>
        )}
      </FormField>
    </EditorSection>
  );
}

/**
 * Fills the read time from the word count while the owner has not typed one: the field empty, or still holding the
 * last suggestion. A read time typed (or stored with the post) stays.
 */
function useReadTimeSuggestion(form: EditorForm) {
  const lastSuggestion = useRef<string | null>(null);
  return useCallback(
    (words: number) => {
      const current = form.getValues('read_time');
      if (words === 0 || (current && current !== lastSuggestion.current)) return;
      const suggestion = suggestedReadTime(words);
      lastSuggestion.current = suggestion;
      if (current === suggestion) return;
      form.setValue('read_time', suggestion, { shouldDirty: true });
      form.clearErrors('read_time');
    },
    [form],
  );
}

export function ArticleContent({
  form,
  field,
  editorKey,
  onEdited,
}: {
  form: EditorForm;
  field: Register;
  /** A new key opens the editor afresh on the form's content (a restored or discarded draft). */
  editorKey: number;
  onEdited: () => void;
}) {
  const suggestReadTime = useReadTimeSuggestion(form);
  return (
    <EditorSection title="Article Content">
      <FormField
        label="Content"
        required
        error={form.formState.errors.content?.message}
        hint="Format with the toolbar, shortcuts or Markdown-style typing (## for a heading, - for a list); HTML shows the source."
      >
        {({ describedBy, invalid }) => (
          <Controller
            control={form.control}
            name="content"
            render={({ field: content }) => (
              <Suspense fallback={<p className="mt-1 text-sm text-slate-600">Loading the editor...</p>}>
                <PostEditor
                  key={editorKey}
                  value={content.value ?? ''}
                  onWords={suggestReadTime}
                  label="Content"
                  describedBy={describedBy}
                  invalid={invalid}
                  onChange={(html) => {
                    content.onChange(html);
                    form.clearErrors('content');
                    onEdited();
                  }}
                />
              </Suspense>
            )}
          />
        )}
      </FormField>
      <TextInput
        form={form}
        field={field}
        name="read_time"
        label="Read Time"
        required
        placeholder="5 min read"
        hint={`Suggested from the word count (about ${READING_WORDS_PER_MINUTE} words a minute) until you type your own.`}
      />
    </EditorSection>
  );
}

export function VideoContent({ form, field }: { form: EditorForm; field: Register }) {
  return (
    <EditorSection title="Video Content">
      <TextInput
        form={form}
        field={field}
        name="video_url"
        label="Video URL"
        required
        type="url"
        placeholder="https://www.youtube.com/embed/VIDEO_ID"
        hint="YouTube embed format: https://www.youtube.com/embed/VIDEO_ID (watch and youtu.be links are converted)."
      />
      <TextInput form={form} field={field} name="duration" label="Duration" required placeholder="e.g. 12:30" />
      <TextInput form={form} field={field} name="video_description" label="Video Description" required rows={6} />
    </EditorSection>
  );
}

export function Publishing({
  form,
  field,
  newsletterSent,
}: {
  form: EditorForm;
  field: Register;
  /** The newsletter this post already went out with, if any. */
  newsletterSent: ReactNode;
}) {
  const categoryError = form.formState.errors.category?.message;
  return (
    <EditorSection title="Publishing">
      <TextInput form={form} field={field} name="publish_date" label="Publish Date" type="date" />
      <TextInput
        form={form}
        field={field}
        name="author"
        label="Author"
        hint="Left empty, the site owner's first name is used."
      />
      <FormField label="Category" required error={categoryError}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            {...field('category')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={inputClass}
          >
            <option value="">Select a category</option>
            {EDITOR_BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...field('published')} className="size-4 accent-brand-600" />
        Publish immediately
      </label>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" {...field('featured')} className="size-4 accent-brand-600" />
        Mark as featured
      </label>
      <FormField
        label="Newsletter"
        hint="Sent once to the confirmed subscribers, when the post goes public (now, or on its date)."
      >
        {({ id, describedBy }) => (
          <select id={id} {...field('newsletter')} aria-describedby={describedBy} className={inputClass}>
            <option value="excerpt">Send to subscribers: the excerpt and a link</option>
            <option value="full">Send to subscribers: the whole article</option>
            <option value="none">Do not send</option>
          </select>
        )}
      </FormField>
      {newsletterSent}
    </EditorSection>
  );
}

export function Tags({ form }: { form: EditorForm }) {
  const tags = useWatch({ control: form.control, name: 'tags' });
  return (
    <EditorSection title="Tags">
      <BlogEditorTags tags={tags} onChange={(next) => form.setValue('tags', next, { shouldDirty: true })} />
    </EditorSection>
  );
}

export function Media({ form }: { form: EditorForm }) {
  const type = useWatch({ control: form.control, name: 'type' });
  const name = type === 'vlog' ? 'thumbnail' : 'image';
  const label = type === 'vlog' ? 'Video Thumbnail' : 'Featured Image';
  const value = useWatch({ control: form.control, name });
  const error = form.formState.errors[name]?.message;
  return (
    <EditorSection title="Media">
      <ImageUploader
        key={name}
        endpoint="/api/admin/upload/image"
        field="image"
        extraFields={{ category: 'blog', prefix: type === 'vlog' ? 'thumbnail' : 'featured' }}
        label={label}
        value={value}
        pickUrl={(response) => (response.image_urls as { original: string }).original}
        onUploaded={(url) => {
          form.setValue(name, url, { shouldDirty: true });
          form.clearErrors(name);
        }}
      />
      {value && (
        <button
          type="button"
          onClick={() => form.setValue(name, null, { shouldDirty: true })}
          className="text-sm font-medium text-red-700 hover:underline"
        >
          Remove {label.toLowerCase()}
        </button>
      )}
      {error && <p className="text-sm text-red-600">{error}</p>}
    </EditorSection>
  );
}

export function Seo({ form, field }: { form: EditorForm; field: Register }) {
  const [meta, title] = useWatch({ control: form.control, name: ['meta_description', 'title'] });
  const slug = slugify(title ?? '');
  const error = form.formState.errors.meta_description?.message;
  return (
    <EditorSection title="SEO">
      <FormField label="Meta Description" error={error}>
        {({ id, describedBy, invalid }) => (
          <>
            <textarea
              id={id}
              rows={3}
              maxLength={META_DESCRIPTION_MAX}
              {...field('meta_description')}
              aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
              aria-invalid={invalid}
              className={inputClass}
            />
            <p id={`${id}-count`} className="mt-1 text-right text-xs text-slate-500">
              {(meta ?? '').length}/{META_DESCRIPTION_MAX}
            </p>
          </>
        )}
      </FormField>
      <FormField label="URL Slug" hint="Derived from the title.">
        {({ id, describedBy }) => (
          <input
            id={id}
            value={slug}
            readOnly
            aria-describedby={describedBy}
            className={inputClass.replace('bg-white', 'bg-slate-50 text-slate-600')}
          />
        )}
      </FormField>
    </EditorSection>
  );
}
