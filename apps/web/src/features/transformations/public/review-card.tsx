// One sample review: a WhatsApp message, a meal photo, or a client's before and after.
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';
import type { SampleReview } from './sample-reviews';

const TYPE_LABELS: Record<SampleReview['type'], string> = {
  whatsapp: 'WhatsApp message',
  meal: 'Meal photo',
  client: 'Client result',
};

export function ReviewCard({ review }: { review: SampleReview }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm">
      {review.type === 'meal' && review.image && (
        <img src={review.image} alt="The client's meal" className="aspect-[4/3] w-full object-cover" />
      )}
      {review.type === 'client' && review.beforeImage && review.afterImage && (
        <div className="grid aspect-[4/3] grid-cols-2 gap-px bg-slate-200">
          <img src={review.beforeImage} alt={`${review.author} before`} className="size-full object-cover" />
          <img src={review.afterImage} alt={`${review.author} after`} className="size-full object-cover" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{TYPE_LABELS[review.type]}</p>
        <blockquote
          className={clsx(
            'mt-3 flex-1 text-slate-700',
            review.type === 'whatsapp' && 'rounded-2xl rounded-tl-none bg-[#dcf8c6] p-4 text-sm text-slate-800',
          )}
        >
          {review.type === 'whatsapp' && <MessageCircle aria-hidden className="mb-2 size-4 text-[#128c7e]" />}
          <p>{review.content}</p>
        </blockquote>
        <footer className="mt-4 flex items-center justify-between text-sm">
          <span>
            <span className="font-semibold">{review.author}</span> ·{' '}
            <span className="text-slate-500">{review.date}</span>
          </span>
          <StarRating rating={review.rating} />
        </footer>
      </div>
    </article>
  );
}
