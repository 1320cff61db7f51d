// A list's search box: typing updates the URL after a short pause (the server searches), Enter at once.
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { adminInputClass } from '../../../components/admin/AdminPage';

const PAUSE_MS = 300;

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
}: {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);

  // Follow the URL when it changes from elsewhere (back button, a cleared filter), not when it echoes our typing.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const next = text.trim();
    if (next === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = next;
      onSearch(next);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <search>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          sent.current = text.trim();
          onSearch(sent.current);
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={placeholder}
          className={`${adminInputClass} w-72 max-w-full pl-9`}
        />
      </form>
    </search>
  );
}
