// Focus goes back where it was when a dialog that mounts on opening (and has no trigger of its own) closes.
import { useState } from 'react';

/** For a dialog's onCloseAutoFocus: focuses what had focus when the dialog mounted. */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  return (event) => {
    event.preventDefault();
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
  };
}
