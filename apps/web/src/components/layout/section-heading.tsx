// A section's heading and lead sentence, centred or left-aligned.
export function SectionHeading({
  id,
  title,
  text,
  align = 'center',
}: {
  id: string;
  title: string;
  /** The lead sentence; left out when empty. */
  text?: string;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'text-center' : ''}>
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
    </div>
  );
}
