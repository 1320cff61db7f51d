// What an admin list shows when it has nothing to show: a line, or a title with a hint, an icon and actions.
import clsx from 'clsx';
import type { ReactNode } from 'react';

export function EmptyState({
  title,
  hint,
  icon,
  actions,
  framed = false,
}: {
  title: string;
  hint?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** A card of its own, for lists that are not already inside one. */
  framed?: boolean;
}) {
  const card = framed && 'mt-6 rounded-xl bg-white shadow-sm';
  if (!hint && !icon && !actions) {
    return <p className={clsx('py-16 text-center text-slate-500', card)}>{title}</p>;
  }
  return (
    <div className={clsx('flex flex-col items-center px-6 py-16 text-center', card)}>
      {icon}
      {icon ? (
        <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      ) : (
        <p className="font-semibold text-slate-700">{title}</p>
      )}
      {hint && <p className={clsx('text-slate-600', icon ? 'mt-2' : 'mt-1 text-sm text-slate-500')}>{hint}</p>}
      {actions && <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>}
    </div>
  );
}
