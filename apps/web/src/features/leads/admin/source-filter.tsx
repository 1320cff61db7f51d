// The lead lists' source filter: a source name as the analytics show it (google, instagram, direct, a UTM source),
// kept in the URL like the search; the server matches it exactly, in lower case.
import { useId } from 'react';
import { adminInputClass } from '@/components/admin/admin-page';
import { useDebouncedText } from '@/components/admin/use-debounced-text';

export function SourceFilter({ value, onChange }: { value: string; onChange: (source: string) => void }) {
  const id = useId();
  const { text, setText, commit } = useDebouncedText(value, onChange);
  return (
    <form
      className="flex items-center gap-2 text-sm text-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor={id}>Source</label>
      <input
        id={id}
        type="text"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="e.g. google"
        autoComplete="off"
        spellCheck={false}
        className={`${adminInputClass} w-36`}
      />
    </form>
  );
}
