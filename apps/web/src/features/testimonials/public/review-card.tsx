// One testimonial as the Reviews tab shows it: a WhatsApp message, a meal photo, or a client's before and after.
import { TESTIMONIAL_KIND_LABELS, type Testimonial } from '@coach/shared';
import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { StarRating } from '@/components/ui/star-rating';
import { UploadedPicture } from '@/components/ui/uploaded-picture';

/** Three cards a row on wide screens, two on tablets, one on phones; the before and after share a card's width. */
const CARD_SIZES = '(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 90vw';
const HALF_CARD_SIZES = '(min-width: 1024px) 12rem, (min-width: 640px) 23vw, 45vw';

export function ReviewCard({ review }: { review: Testimonial }) {
  const { photo, after_photo: afterPhoto } = review;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-100 bg-white shadow-sm">
      {review.kind === 'meal' && photo && (
        <UploadedPicture image={photo} sizes={CARD_SIZES} className="aspect-[4/3] w-full object-cover" />
      )}
      {review.kind === 'client' && photo && afterPhoto && (
        <div className="grid aspect-[4/3] grid-cols-2 gap-px bg-slate-200">
          <UploadedPicture image={photo} sizes={HALF_CARD_SIZES} className="size-full object-cover" />
          <UploadedPicture image={afterPhoto} sizes={HALF_CARD_SIZES} className="size-full object-cover" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">
          {TESTIMONIAL_KIND_LABELS[review.kind]}
        </p>
        <blockquote
          className={clsx(
            'mt-3 flex-1 whitespace-pre-line break-words text-slate-700',
            review.kind === 'whatsapp' && 'rounded-2xl rounded-tl-none bg-[#dcf8c6] p-4 text-sm text-slate-800',
          )}
        >
          {review.kind === 'whatsapp' && <MessageCircle aria-hidden className="mb-2 size-4 text-[#128c7e]" />}
          <p>{review.text}</p>
        </blockquote>
        <footer className="mt-4 flex items-center justify-between gap-3 text-sm">
          <span className="min-w-0 break-words">
            <span className="font-semibold">{review.name}</span>
            {review.date_line && (
              <>
                {' '}
                · <span className="text-slate-500">{review.date_line}</span>
              </>
            )}
          </span>
          <StarRating rating={review.rating} />
        </footer>
      </div>
    </article>
  );
}
