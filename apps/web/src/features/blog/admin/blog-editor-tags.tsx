// The editor's tag list: added by Enter or the Add button (trimmed, empty and duplicates ignored), removed with x.
import { normalizeTags } from '@coach/shared';
import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { inputClass } from '@/components/ui/form-field';

export function BlogEditorTags({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [text, setText] = useState('');

  const add = () => {
    const next = normalizeTags([...tags, text]);
    if (next.length !== tags.length) onChange(next);
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Add a tag
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          value={text}
          maxLength={50}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="e.g. diabetes"
          aria-describedby={`${id}-hint`}
          className={inputClass}
        />
        <button type="button" onClick={add} className="btn-outline mt-1 shrink-0">
          <Plus aria-hidden className="size-4" /> Add
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        Press Enter or Add. Tags are trimmed and duplicates are ignored.
      </p>
      {tags.length > 0 && (
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-800"
            >
              {tag}
              <button
                type="button"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={`Remove tag ${tag}`}
                className="rounded-full p-0.5 hover:bg-brand-100"
              >
                <X aria-hidden className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
