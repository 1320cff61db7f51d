// After a refusal, the focus goes to the first field marked invalid, once React has drawn the marks (a frame callback
// could run before that render on a busy machine and find nothing to focus).
import { useCallback, useEffect, useState } from 'react';

/** Returns the function to call with the state update that marks the fields. */
export function useFocusFirstInvalid(): () => void {
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  return useCallback(() => setRequests((count) => count + 1), []);
}
