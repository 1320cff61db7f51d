// Autosave of the post editor: while the form differs from the saved post it is kept in this browser, restored when
// the editor opens again (after a reload, a crash or a closed tab), until the post is saved or the owner discards it.
// Leaving the editor with unsaved changes asks first.
import { useBlocker } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { EditorForm } from './blog-editor-fields';
import type { BlogEditorValues } from './blog-editor-values';

/** How long typing pauses before the form is written down. */
const AUTOSAVE_MS = 400;

const storageKey = (postId: number | null) => `coach:post-draft:${postId ?? 'new'}`;

/** Each field of the stored form that has the saved field's kind; anything else in storage is ignored. */
function fieldsLike(saved: BlogEditorValues, stored: Record<string, unknown>): BlogEditorValues {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'string' : typeof value);
  const values = { ...saved } as Record<string, unknown>;
  for (const [name, value] of Object.entries(saved)) {
    const candidate = stored[name];
    if (candidate === undefined || kind(candidate) !== kind(value)) continue;
    if (Array.isArray(candidate) && !candidate.every((item) => typeof item === 'string')) continue;
    values[name] = candidate;
  }
  return values as BlogEditorValues;
}

const differs = (a: BlogEditorValues, b: Partial<BlogEditorValues>) =>
  (Object.keys(a) as (keyof BlogEditorValues)[]).some((name) => JSON.stringify(a[name]) !== JSON.stringify(b[name]));

/** The form kept for this post, when there is one that differs from the saved post. */
function readDraft(postId: number | null, saved: BlogEditorValues): BlogEditorValues | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(postId)) ?? 'null');
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
    const draft = fieldsLike(saved, stored as Record<string, unknown>);
    return differs(saved, draft) ? draft : null;
  } catch {
    return null;
  }
}

export function usePostDraft(form: EditorForm, postId: number | null, saved: BlogEditorValues) {
  const [restored, setRestored] = useState(false);
  /** Changes when the form's content is replaced (restore, discard), so the editor opens the new content. */
  const [editorKey, setEditorKey] = useState(0);
  const values = useWatch({ control: form.control }) as Partial<BlogEditorValues>;
  const dirty = differs(saved, values);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const leaving = useRef(false);

  // Once, when the editor opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored form is read for the post the editor opened with
  useEffect(() => {
    const draft = readDraft(postId, saved);
    if (!draft) return;
    form.reset(draft, { keepDefaultValues: true });
    setRestored(true);
    setEditorKey((key) => key + 1);
  }, []);

  useEffect(() => {
    // The pause also spans the restore above: its first write waits for the restored values.
    const timer = setTimeout(() => {
      if (leaving.current) return;
      if (dirty) localStorage.setItem(storageKey(postId), JSON.stringify(values));
      else localStorage.removeItem(storageKey(postId));
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, values, postId]);

  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !leaving.current,
    enableBeforeUnload: () => dirtyRef.current && !leaving.current,
    withResolver: true,
  });

  /** Back to the saved post: the kept form is dropped. */
  const discard = useCallback(() => {
    localStorage.removeItem(storageKey(postId));
    form.reset(saved);
    setRestored(false);
    setEditorKey((key) => key + 1);
  }, [form, postId, saved]);

  /** After a save: nothing left to keep, and the editor may be left without asking. */
  const forget = useCallback(() => {
    leaving.current = true;
    localStorage.removeItem(storageKey(postId));
  }, [postId]);

  return { restored, editorKey, discard, forget, blocker };
}
