// The line under every public form that collects a visitor's details, linking to the privacy policy (a plain link:
// forms are islands, drawn without the router).
import clsx from 'clsx';

export function PrivacyNotice({ className }: { className?: string }) {
  return (
    <p className={clsx('text-xs text-slate-600', className)}>
      We use your details only to answer your request. See our{' '}
      <a href="/privacy-policy" className="font-medium text-brand-700 underline hover:text-brand-800">
        privacy policy
      </a>
      .
    </p>
  );
}
