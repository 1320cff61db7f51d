// A text box that writes to the URL: typing commits after a short pause (the server filters), Enter at once, and the
// box follows the URL when it changes from elsewhere (back button, a cleared filter), not when it echoes our typing.
import { useEffect, useRef, useState } from 'react';

const PAUSE_MS = 300;

export function useDebouncedText(value: string, onCommit: (text: string) => void) {
  const [text, setText] = useState(value);
  const sent = useRef(value);

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
      onCommit(next);
    }, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, onCommit]);

  /** Commits the text now (Enter). */
  const commit = () => {
    sent.current = text.trim();
    onCommit(sent.current);
  };

  return { text, setText, commit };
}
