// Moves focus to an element when it appears (a step that replaces the one the focus was in), so keyboard and screen
// reader users continue from there instead of from the top of the page.
import { useEffect, useRef } from 'react';

export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
