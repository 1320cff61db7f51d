// A list's search box: typing updates the URL after a short pause (the server searches), Enter at once.
import { Search } from 'lucide-react';
import { useId } from 'react';
import { adminInputClass } from './admin-page';
import { useDebouncedText } from './use-debounced-text';

export function SearchBox({
  value,
  onSearch,
  label,
  placeholder,
  fill = false,
}: {
  /** The search in the URL. */
  value: string;
  onSearch: (search: string) => void;
  label: string;
  placeholder: string;
  /** Takes the free width of a filter bar instead of a fixed one. */
  fill?: boolean;
}) {
  const id = useId();
  const { text, setText, commit } = useDebouncedText(value, onSearch);

  return (
    <search className={fill ? 'min-w-56 flex-1' : undefined}>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          commit();
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
          className={`${adminInputClass} ${fill ? 'w-full' : 'w-72 max-w-full'} pl-9`}
        />
      </form>
    </search>
  );
}
