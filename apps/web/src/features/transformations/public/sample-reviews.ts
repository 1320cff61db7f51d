// The six sample reviews of the transformations page (local content, as the spec describes).
export type SampleReview = {
  id: number;
  type: 'whatsapp' | 'meal' | 'client';
  content: string;
  author: string;
  date: string;
  rating: number;
  image?: string;
  beforeImage?: string;
  afterImage?: string;
};

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    id: 1,
    type: 'whatsapp',
    content:
      'Down 4 kg this month and I am never hungry! The meal swaps you suggested are so easy to follow. Thank you so much 🙏',
    author: 'Neha R.',
    date: 'March 2026',
    rating: 5,
  },
  {
    id: 2,
    type: 'meal',
    content: 'My new favourite lunch plate: dal, brown rice and a big salad. Who knew healthy could taste this good?',
    author: 'Arjun P.',
    date: 'February 2026',
    rating: 5,
    image: '/images/reviews/meal.svg',
  },
  {
    id: 3,
    type: 'client',
    content: 'Six months, 14 kg lighter, and my PCOS symptoms are finally under control.',
    author: 'Priya S.',
    date: 'January 2026',
    rating: 5,
    beforeImage: '/images/reviews/before.svg',
    afterImage: '/images/reviews/after.svg',
  },
  {
    id: 4,
    type: 'whatsapp',
    content: 'My sugar readings are the best they have been in years. My doctor asked what I changed!',
    author: 'Vikram T.',
    date: 'December 2025',
    rating: 5,
  },
  {
    id: 5,
    type: 'meal',
    content: 'Meal prep Sundays changed my week. Everything is ready and I stopped ordering in.',
    author: 'Meera D.',
    date: 'November 2025',
    rating: 4,
    image: '/images/reviews/meal.svg',
  },
  {
    id: 6,
    type: 'client',
    content: 'I gained 7 kg of healthy weight and feel so much stronger in the gym.',
    author: 'Rahul M.',
    date: 'October 2025',
    rating: 5,
    beforeImage: '/images/reviews/before.svg',
    afterImage: '/images/reviews/after.svg',
  },
];
