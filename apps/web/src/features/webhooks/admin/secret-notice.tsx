// A new signing secret, shown this once (after adding an endpoint or rotating its secret): selectable, with a Copy
// button, until the owner says she has it. The focus moves to it, so a keyboard or screen reader user finds it.
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

export function SecretNotice({
  endpointName,
  secret,
  message,
  onDone,
}: {
  endpointName: string;
  secret: string;
  message: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // On the next turn: the dialog that was just closed (Add Endpoint) gives the focus back to its opener on a timer of
  // its own, queued before this one.
  useEffect(() => {
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <section
      aria-labelledby="secret-heading"
      className="mt-6 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="secret-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold break-words">
        Signing secret of {endpointName}
      </h2>
      <p className="mt-1 text-sm text-slate-800">{message}</p>
      <label htmlFor="webhook-secret" className="mt-3 block text-sm font-medium text-slate-800">
        Secret
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id="webhook-secret"
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm sm:w-auto sm:flex-1"
        />
        <button type="button" className="btn-outline" onClick={copy}>
          {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
          Copy
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          I have copied it
        </button>
      </div>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {copied === true ? 'Copied.' : copied === false ? 'Could not copy: select the secret and copy it.' : ''}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Your tool checks each delivery's <code>webhook-signature</code> header with it (the Standard Webhooks way).
      </p>
    </section>
  );
}
