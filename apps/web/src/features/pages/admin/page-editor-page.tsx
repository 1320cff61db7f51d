// The editor of one page: its sections (each can be hidden or reset to its default words) and its search and sharing
// details. Edits are checked with the page's shared schema, saved as a draft, previewed through a short-lived link,
// then published; the published versions are listed to restore. A save over someone else's newer one is refused.
import {
  SITE_PAGE_MESSAGES,
  SITE_PAGE_SCHEMAS,
  SITE_PAGES,
  type SitePageContent,
  type SitePageKey,
} from '@coach/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AdminPage, formatDateTime } from '@/components/admin/admin-page';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { StatusBadge } from '@/components/admin/status-badge';
import { FormAlert } from '@/components/ui/form-field';
import { useApi } from '@/lib/data';
import { serverErrorText } from '@/lib/errors';
import { useFocusFirstInvalid } from '@/lib/use-focus-first-invalid';
import { pageEditorQuery, usePageWrites } from './api';
import { EditorErrors, HiddenSwitch, ImageField, TextField } from './editor-fields';
import { PageRevisions } from './page-revisions';
import { PAGE_SECTION_FORMS } from './page-sections';
import type { SectionForm } from './section-kit';

/** Any page's content, as the editor handles it: sections by name, each with at least its "hidden" switch. */
type Content = SitePageContent[SitePageKey];
type Section = { hidden: boolean };
type SectionEntry = { label: string; Form: SectionForm<Section> };

type Notice = { tone: 'success' | 'error'; text: string; reload?: boolean };

/** The schema's complaints by path ("sections.story.heading"), the first one per field. */
function errorsOf(page: SitePageKey, content: Content): Map<string, string> {
  const result = SITE_PAGE_SCHEMAS[page].safeParse(content);
  const errors = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!errors.has(path)) errors.set(path, issue.message);
    }
  }
  return errors;
}

/** A server refusal "sections.story.heading: Heading is required", put under its field. */
function serverFieldError(text: string): [string, string] | null {
  const match = /^((?:seo|sections)\.[\w.]+): (.+)$/.exec(text);
  return match ? [match[1] as string, match[2] as string] : null;
}

export function PageEditor({ page }: { page: SitePageKey }) {
  const { trpc } = useApi();
  const view = useQuery(pageEditorQuery(trpc, page));
  const writes = usePageWrites();
  const [content, setContent] = useState<Content | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [notice, setNotice] = useState<Notice | null>(null);
  const focusFirstInvalid = useFocusFirstInvalid();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'discard' } | { kind: 'reset'; section: string } | null>(null);

  // The editor follows what the server holds after each write (and on first load).
  const loaded = view.data;
  useEffect(() => {
    if (loaded) setContent(loaded.content);
  }, [loaded]);

  if (!loaded || !content) {
    return (
      <AdminPage title={`${SITE_PAGES[page].label} page`}>
        <p role="status" className="text-slate-600">
          {view.isError ? (serverErrorText(view.error) ?? 'Failed to load the page') : 'Loading...'}
        </p>
      </AdminPage>
    );
  }

  const dirty = JSON.stringify(content) !== JSON.stringify(loaded.content);
  const busy = Object.values(writes).some((write) => write.isPending);

  const fail = (error: unknown, fallback: string) => {
    const text = serverErrorText(error) ?? fallback;
    const field = serverFieldError(text);
    if (field) {
      setErrors(new Map([field]));
      focusFirstInvalid();
    }
    setNotice({ tone: 'error', text, reload: text === SITE_PAGE_MESSAGES.changedElsewhere });
  };

  /** Saves the edits as the draft when there are any; the version to continue from, or null when refused. */
  const saveIfNeeded = async (): Promise<number | null> => {
    if (!dirty) return loaded.version;
    const found = errorsOf(page, content);
    setErrors(found);
    if (found.size) {
      setNotice({ tone: 'error', text: `Check the marked fields (${found.size}) before saving.` });
      focusFirstInvalid();
      return null;
    }
    try {
      return (await writes.saveDraft.mutateAsync({ page, version: loaded.version, content })).version;
    } catch (error) {
      fail(error, 'Failed to save the draft');
      return null;
    }
  };

  const saveDraft = async () => {
    setNotice(null);
    if ((await saveIfNeeded()) !== null && dirty) setNotice({ tone: 'success', text: SITE_PAGE_MESSAGES.draftSaved });
  };

  const preview = async () => {
    setNotice(null);
    if ((await saveIfNeeded()) === null) return;
    try {
      const { token } = await writes.previewLink.mutateAsync({ page });
      const url = `${SITE_PAGES[page].path}?preview=${encodeURIComponent(token)}`;
      setPreviewUrl(url);
      window.open(url, '_blank', 'noopener');
    } catch (error) {
      fail(error, 'Failed to open the preview');
    }
  };

  const publish = async () => {
    setNotice(null);
    const version = await saveIfNeeded();
    if (version === null) return;
    try {
      await writes.publish.mutateAsync({ page, version });
      setPreviewUrl(null);
      setNotice({ tone: 'success', text: `${SITE_PAGE_MESSAGES.published}: the site shows your changes now.` });
    } catch (error) {
      fail(error, 'Failed to publish the page');
    }
  };

  const confirm = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'discard') {
        await writes.discard.mutateAsync({ page, version: loaded.version });
        setNotice({ tone: 'success', text: SITE_PAGE_MESSAGES.discarded });
      } else {
        const version = await saveIfNeeded();
        if (version === null) return;
        await writes.resetSection.mutateAsync({ page, version, section: confirming.section });
        setNotice({ tone: 'success', text: SITE_PAGE_MESSAGES.reset });
      }
      setErrors(new Map());
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      fail(error, 'The change could not be made');
    }
  };

  const forms = PAGE_SECTION_FORMS[page] as unknown as Record<string, SectionEntry>;
  const sections = content.sections as Record<string, Section>;
  const setSection = (name: string, value: Section) =>
    setContent({ ...content, sections: { ...sections, [name]: value } } as Content);

  return (
    <AdminPage
      title={`${SITE_PAGES[page].label} page`}
      actions={
        <>
          <button type="button" className="btn-outline" onClick={saveDraft} disabled={busy || !dirty}>
            Save draft
          </button>
          <button type="button" className="btn-outline" onClick={preview} disabled={busy}>
            Preview
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={publish}
            disabled={busy || (!dirty && !loaded.has_draft)}
          >
            Publish
          </button>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {dirty ? (
          <StatusBadge tone="amber">Unsaved edits</StatusBadge>
        ) : loaded.has_draft ? (
          <StatusBadge tone="sky">Draft not yet published</StatusBadge>
        ) : (
          <StatusBadge tone="green">Published</StatusBadge>
        )}
        {loaded.published_at ? (
          <span>Last published {formatDateTime(loaded.published_at)}</span>
        ) : (
          <span>Showing the default words</span>
        )}
        {loaded.has_draft && !dirty && (
          <button type="button" className="text-red-700 underline" onClick={() => setConfirming({ kind: 'discard' })}>
            Discard the draft
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        Texts may use {'{business_name}'}, {'{owner_name}'} and {'{owner_short_name}'}: the site fills them in from
        Settings.
      </p>
      {notice && (
        <div className="mt-4">
          <FormAlert tone={notice.tone}>
            {notice.text}{' '}
            {notice.reload && (
              <button
                type="button"
                className="underline"
                onClick={() => {
                  setNotice(null);
                  setContent(null);
                  void view.refetch();
                }}
              >
                Reload the page
              </button>
            )}
          </FormAlert>
        </div>
      )}
      {previewUrl && (
        <p className="mt-3 text-sm">
          <a href={previewUrl} target="_blank" rel="noopener" className="font-medium text-brand-700 underline">
            Open the preview
          </a>{' '}
          (the link works for 15 minutes)
        </p>
      )}

      <EditorErrors value={errors}>
        <div className="mt-6 space-y-4">
          {Object.entries(forms).map(([name, { label, Form }], index) => {
            const section = sections[name] as Section;
            return (
              <details key={name} className="group rounded-2xl bg-white shadow-sm" open={index === 0}>
                <summary className="flex cursor-pointer items-center justify-between gap-3 rounded-2xl p-5 font-semibold text-slate-900">
                  <span>{label}</span>
                  {section.hidden && <StatusBadge tone="grey">Hidden</StatusBadge>}
                </summary>
                <div className="space-y-4 border-t border-slate-100 p-5">
                  <HiddenSwitch
                    hidden={section.hidden}
                    onChange={(hidden) => setSection(name, { ...section, hidden })}
                  />
                  <Form value={section} onChange={(value) => setSection(name, value)} />
                  <button
                    type="button"
                    className="btn-outline px-3 py-1.5 text-sm"
                    onClick={() => setConfirming({ kind: 'reset', section: name })}
                    disabled={busy}
                  >
                    Reset “{label}” to default
                  </button>
                </div>
              </details>
            );
          })}
          <details className="rounded-2xl bg-white shadow-sm">
            <summary className="cursor-pointer rounded-2xl p-5 font-semibold text-slate-900">
              Search and sharing
            </summary>
            <div className="space-y-4 border-t border-slate-100 p-5">
              <TextField
                path="seo.title"
                label="Title in search results"
                hint="Empty: the page's own title"
                value={content.seo.title}
                onChange={(title) => setContent({ ...content, seo: { ...content.seo, title } })}
                max={70}
              />
              <TextField
                path="seo.description"
                label="Description in search results"
                hint="Empty: written from Settings"
                value={content.seo.description}
                onChange={(description) => setContent({ ...content, seo: { ...content.seo, description } })}
                max={160}
                multiline
              />
              <ImageField
                path="seo.image"
                label="Picture when the page is shared"
                value={content.seo.image}
                onChange={(image) => setContent({ ...content, seo: { ...content.seo, image } })}
              />
            </div>
          </details>
        </div>
      </EditorErrors>

      <PageRevisions
        page={page}
        version={loaded.version}
        onRestored={() => setNotice({ tone: 'success', text: SITE_PAGE_MESSAGES.restored })}
        onFailed={(error) => fail(error, 'Failed to restore the revision')}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming?.kind === 'discard' ? 'Discard the draft' : 'Reset to default'}
        message={
          confirming?.kind === 'discard'
            ? 'The unpublished changes to this page are thrown away; the site keeps showing the published page.'
            : confirming?.kind === 'reset'
              ? `“${forms[confirming.section]?.label}” gets its default words back in the draft. The site changes when you publish.`
              : ''
        }
        confirmLabel={confirming?.kind === 'discard' ? 'Discard' : 'Reset'}
        busyLabel="Working..."
        busy={busy}
        onConfirm={() => void confirm()}
      />
    </AdminPage>
  );
}
