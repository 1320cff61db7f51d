// The ten recovery codes, shown once right after two-factor sign-in is turned on, to copy, download or write down.
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { saveBlob } from '@/components/admin/download';
import { useBusinessSettings } from '@/features/settings/admin/api';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';

/** The file's text names the business, so it can be found among other recovery codes. */
const codesText = (business: string, codes: string[]) =>
  `${business} admin recovery codes. Each one signs you in once instead of the authenticator app's code.\n\n${codes.join('\n')}\n`;

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [copied, setCopied] = useState<string | null>(null);
  const business = useBusinessSettings().business_name;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied the codes.');
    } catch {
      setCopied('Copying is not allowed here: select the codes and copy them, or download them.');
    }
  };

  return (
    <div className="space-y-4 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        Save your recovery codes
      </h3>
      <p className="text-sm text-slate-800">
        If you lose your phone, each of these codes signs you in once in place of the app's code. Keep them somewhere
        safe, away from this computer: <strong>they are shown only now.</strong>
      </p>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-slate-900 sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-outline" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" /> Copy
        </button>
        <button
          type="button"
          className="btn-outline"
          onClick={() => saveBlob(new Blob([codesText(business, codes)], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          <Download aria-hidden className="size-4" /> Download
        </button>
        <button type="button" className="btn-primary" onClick={onDone}>
          I have saved them
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied}
      </p>
    </div>
  );
}
