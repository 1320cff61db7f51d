// The blog editor form (new and edit): field groups by type, Preview, Save as Draft and Save & Publish.
import type { BlogInput, BlogPost } from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Eye, Save, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { FormAlert } from '@/components/ui/form-field';
import { postNewsletter, usePostWrites } from '@/features/blog/admin/api';
import { useBusinessSettings } from '@/features/settings/admin/api';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { ArticleContent, BasicInformation, Media, Publishing, Seo, Tags, VideoContent } from './blog-editor-fields';
import { BlogEditorPreview } from './blog-editor-preview';
import {
  type BlogEditorValues,
  blogEditorResolver,
  defaultNewsletter,
  newPostValues,
  postToValues,
} from './blog-editor-values';
import { usePostDraft } from './use-post-draft';

/** `post` is null for a new post. */
export function BlogEditorForm({ post }: { post: BlogPost | null }) {
  const navigate = useNavigate();
  const { create, update, afterSave } = usePostWrites();
  const [previewing, setPreviewing] = useState(false);
  const owner = useBusinessSettings().owner_short_name;
  const [saved] = useState(() => (post ? postToValues(post) : newPostValues(owner)));
  /** The button pressed: the rules (the alt-text one) differ for a draft and a published post. */
  const publishing = useRef(false);
  const { form, field, failure, setFailure } = useAdminForm<BlogEditorValues, BlogInput>({
    resolver: blogEditorResolver(post?.publish_date ?? null, () => publishing.current),
    defaultValues: saved,
    mode: 'onSubmit',
    // Messages stay until their own field is edited (then cleared), not re-checked on every keystroke.
    reValidateMode: 'onSubmit',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  // A new post's newsletter choice follows its type until the owner picks one herself.
  useEffect(() => {
    if (!post && !form.getFieldState('newsletter').isDirty) form.setValue('newsletter', defaultNewsletter(type));
  }, [type, post, form]);
  const busy = create.isPending || update.isPending;
  const draft = usePostDraft(form, post?.id ?? null, saved);

  /** Save as Draft sends published false; Save & Publish sends true whatever the checkbox says. */
  const save = (publish: boolean) => {
    publishing.current = publish;
    return form.handleSubmit(async (input) => {
      setFailure('');
      const payload = { ...input, published: publish };
      try {
        if (post) await update.mutateAsync({ id: post.id, ...payload });
        else await create.mutateAsync(payload);
      } catch (error) {
        setFailure(`Error saving blog: ${serverErrorText(error) ?? 'Unknown error'}`);
        return;
      }
      draft.forget();
      await afterSave();
      await navigate({ to: '/admin/blogs', search: { saved: publish ? 'published' : 'draft' } });
    })();
  };

  return (
    <form onSubmit={(event) => event.preventDefault()} noValidate aria-labelledby="blog-editor-title">
      <div className="sticky top-0 z-10 -mx-8 -mt-8 mb-6 flex flex-wrap items-center justify-between gap-4 border-b border-slate-200 bg-slate-50/95 px-8 py-4 backdrop-blur">
        <div className="flex items-center gap-3">
          <Link
            to="/admin/blogs"
            aria-label="Back to posts"
            title="Back to posts"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-200"
          >
            <ArrowLeft aria-hidden className="size-5" />
          </Link>
          <h1 id="blog-editor-title" className="text-3xl font-bold">
            {post ? 'Edit Post' : 'Create New Post'}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline"
            aria-pressed={previewing}
            onClick={() => setPreviewing((open) => !open)}
          >
            <Eye aria-hidden className="size-4" /> Preview
          </button>
          <button type="button" className="btn-outline" disabled={busy} onClick={() => void save(false)}>
            <Save aria-hidden className="size-4" /> {busy ? 'Saving...' : 'Save as Draft'}
          </button>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void save(true)}>
            <Send aria-hidden className="size-4" />{' '}
            {busy ? 'Saving...' : post?.published ? 'Update & Publish' : 'Save & Publish'}
          </button>
        </div>
      </div>

      {draft.restored && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
        >
          <p>Restored unsaved changes</p>
          <button type="button" className="btn-outline px-3 py-1 text-sm" onClick={draft.discard}>
            Discard changes
          </button>
        </div>
      )}

      {failure && (
        <div className="mb-6">
          <FormAlert>{failure}</FormAlert>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <BasicInformation form={form} field={field} />
          {type === 'vlog' ? (
            <VideoContent form={form} field={field} />
          ) : (
            <ArticleContent form={form} field={field} editorKey={draft.editorKey} onEdited={() => setFailure('')} />
          )}
          <Seo form={form} field={field} />
        </div>
        <div className="space-y-6">
          <Publishing form={form} field={field} newsletterSent={<NewsletterSent postId={post?.id ?? null} />} />
          <Tags form={form} />
          <Media form={form} />
        </div>
      </div>

      <ConfirmDialog
        open={draft.blocker.status === 'blocked'}
        onOpenChange={(open) => {
          if (!open) draft.blocker.reset?.();
        }}
        title="Leave without saving?"
        message="Your changes are not saved. This browser keeps them, and they come back when you open this post again."
        confirmLabel="Leave"
        onConfirm={() => draft.blocker.proceed?.()}
      />

      {previewing && <BlogEditorPreview values={form.getValues()} open onOpenChange={setPreviewing} />}
    </form>
  );
}

/** "Sent to 12 subscribers on 3 March 2026": the newsletter this post already went out with. */
function NewsletterSent({ postId }: { postId: number | null }) {
  const { trpc } = useApi();
  const sent = useQuery(postNewsletter(trpc, postId)).data;
  if (!sent) return null;
  const day = new Date(sent.created_at).toLocaleDateString(undefined, { dateStyle: 'long' });
  return (
    <p className="text-sm text-slate-700" role="status">
      Sent to {sent.recipients} {sent.recipients === 1 ? 'subscriber' : 'subscribers'} on {day}.
    </p>
  );
}
