// Demo content for a fresh install: enough recipes, stories and posts that every public page looks alive.
import type { RecipeInput, TestimonialInput } from '@coach/shared';

export const DEMO_RECIPES: Array<Omit<RecipeInput, 'image_url'> & { hue: number }> = [
  {
    title: 'Overnight Oats with Berries',
    description: 'Creamy oats soaked overnight with chia, topped with fresh berries. Ready when you wake up.',
    ingredients: [
      '1/2 cup rolled oats',
      '1 tbsp chia seeds',
      '3/4 cup low-fat milk',
      '1/2 cup mixed berries',
      '1 tsp honey',
    ],
    instructions: 'Mix oats, chia and milk in a jar. Refrigerate overnight. Top with berries and honey before serving.',
    meal_type: 'breakfast',
    prep_time: 5,
    cook_time: 0,
    servings: 1,
    calories_per_serving: 290,
    goal_type: 'weight_loss',
    is_featured: true,
    youtube_video_id: 'x3yQsl2u2cE',
    hue: 330,
  },
  {
    title: 'Moong Dal Chilla',
    description: 'Protein-rich savoury pancakes made from soaked yellow lentils with onion and coriander.',
    ingredients: [
      '1 cup soaked moong dal',
      '1 small onion, chopped',
      '1 green chilli',
      'Fresh coriander',
      'Salt to taste',
    ],
    instructions:
      'Grind the dal to a smooth batter. Stir in onion, chilli and coriander. Cook thin pancakes on a hot pan.',
    meal_type: 'breakfast',
    prep_time: 10,
    cook_time: 15,
    servings: 2,
    calories_per_serving: 210,
    goal_type: 'both',
    is_featured: false,
    youtube_video_id: 'Jd8Rf4rQm2s',
    hue: 45,
  },
  {
    title: 'Quinoa Vegetable Pulao',
    description: 'A fibre-packed one-pot lunch with quinoa, seasonal vegetables and gentle whole spices.',
    ingredients: [
      '1 cup quinoa',
      '1 cup mixed vegetables',
      '1 tsp cumin seeds',
      '2 cloves',
      '1 bay leaf',
      '2 cups water',
    ],
    instructions:
      'Rinse quinoa. Temper the spices, add vegetables, then quinoa and water. Simmer covered for 15 minutes.',
    meal_type: 'lunch',
    prep_time: 10,
    cook_time: 20,
    servings: 3,
    calories_per_serving: 320,
    goal_type: 'weight_loss',
    is_featured: true,
    youtube_video_id: 'q8WkT4zXb0A',
    hue: 95,
  },
  {
    title: 'Paneer Tikka Salad Bowl',
    description: 'Grilled paneer cubes on crunchy greens with a mint-yoghurt dressing.',
    ingredients: ['150 g paneer', '2 cups salad greens', '1/2 cup hung curd', 'Mint leaves', '1 tsp tikka masala'],
    instructions: 'Marinate paneer in curd and masala, grill until charred, and serve over greens with mint dressing.',
    meal_type: 'lunch',
    prep_time: 15,
    cook_time: 10,
    servings: 2,
    calories_per_serving: 360,
    goal_type: 'weight_gain',
    is_featured: true,
    youtube_video_id: 'Lk2vP9sT1cQ',
    hue: 20,
  },
  {
    title: 'Palak Chicken Curry',
    description: 'Lean chicken simmered in a spinach gravy: high protein, iron-rich and light on oil.',
    ingredients: [
      '300 g chicken breast',
      '3 cups spinach',
      '1 onion',
      '2 tomatoes',
      'Ginger-garlic paste',
      '1 tsp oil',
    ],
    instructions:
      'Blanch and purée spinach. Sauté onion, ginger-garlic and tomato, add chicken, then the purée. Simmer 20 minutes.',
    meal_type: 'dinner',
    prep_time: 15,
    cook_time: 30,
    servings: 3,
    calories_per_serving: 280,
    goal_type: 'both',
    is_featured: false,
    youtube_video_id: 'Vb7mN2pQx4E',
    hue: 140,
  },
  {
    title: 'Millet Khichdi',
    description: 'Comforting foxtail millet and lentil khichdi, gentle on digestion and blood sugar.',
    ingredients: ['1/2 cup foxtail millet', '1/4 cup moong dal', '1 cup vegetables', '1/2 tsp turmeric', '1 tsp ghee'],
    instructions:
      'Pressure-cook millet, dal and vegetables with turmeric and water for three whistles. Finish with ghee.',
    meal_type: 'dinner',
    prep_time: 10,
    cook_time: 20,
    servings: 2,
    calories_per_serving: 300,
    goal_type: 'weight_loss',
    is_featured: false,
    youtube_video_id: 'Hc5tR8wZk1M',
    hue: 60,
  },
  {
    title: 'Roasted Makhana Trail Mix',
    description: 'Crunchy roasted fox nuts with almonds and pumpkin seeds: a smart evening snack.',
    ingredients: ['2 cups makhana', '10 almonds', '1 tbsp pumpkin seeds', '1/2 tsp chaat masala', '1 tsp ghee'],
    instructions: 'Dry-roast makhana until crisp, toss with ghee, nuts, seeds and chaat masala.',
    meal_type: 'snack',
    prep_time: 2,
    cook_time: 8,
    servings: 2,
    calories_per_serving: 180,
    goal_type: 'weight_loss',
    is_featured: false,
    youtube_video_id: 'Tz4eW1qLp8U',
    hue: 200,
  },
  {
    title: 'Banana Peanut Butter Smoothie',
    description: 'A calorie-dense, protein-rich shake for healthy weight gain.',
    ingredients: ['2 bananas', '2 tbsp peanut butter', '1 cup full-fat milk', '1 tbsp oats', '4 dates'],
    instructions: 'Blend everything until smooth. Serve chilled.',
    meal_type: 'snack',
    prep_time: 5,
    cook_time: 0,
    servings: 1,
    calories_per_serving: 620,
    goal_type: 'weight_gain',
    is_featured: false,
    youtube_video_id: 'Ny3dK7sFv2G',
    hue: 35,
  },
];

export type DemoTransformation = {
  client_name: string;
  goal_type: 'weight_loss' | 'weight_gain';
  before_weight: number;
  after_weight: number;
  duration_months: number;
  story: string;
  testimonial: string;
  is_featured: boolean;
  hue: number;
};

export const DEMO_TRANSFORMATIONS: DemoTransformation[] = [
  {
    client_name: 'Priya S.',
    goal_type: 'weight_loss',
    before_weight: 82.5,
    after_weight: 68,
    duration_months: 5,
    story:
      'Priya struggled with PCOS-related weight gain. A balanced, low-GI plan and steady habits brought her cycles back on track.',
    testimonial: 'I finally understand how to eat for my body. The plan never felt like a diet.',
    is_featured: true,
    hue: 320,
  },
  {
    client_name: 'Rahul M.',
    goal_type: 'weight_gain',
    before_weight: 54,
    after_weight: 63.5,
    duration_months: 6,
    story:
      'Rahul was underweight and always tired. Calorie-dense home meals and strength training helped him gain lean mass.',
    testimonial: 'I gained strength and confidence, and my energy is through the roof.',
    is_featured: true,
    hue: 200,
  },
  {
    client_name: 'Anjali K.',
    goal_type: 'weight_loss',
    before_weight: 95,
    after_weight: 76.2,
    duration_months: 8,
    story: 'After years of crash diets, Anjali learned portion control and mindful eating that fits her family meals.',
    testimonial: 'Lost 19 kg without giving up the food I love.',
    is_featured: true,
    hue: 280,
  },
  {
    client_name: 'Vikram T.',
    goal_type: 'weight_loss',
    before_weight: 101.4,
    after_weight: 88,
    duration_months: 6,
    story: 'Type 2 diabetes pushed Vikram to change. His HbA1c dropped alongside his weight.',
    testimonial: 'My doctor reduced my medication. That says it all.',
    is_featured: true,
    hue: 30,
  },
  {
    client_name: 'Sneha R.',
    goal_type: 'weight_gain',
    before_weight: 45,
    after_weight: 51.8,
    duration_months: 4,
    story: 'Sneha had a poor appetite. Small frequent meals and smoothies made healthy gain easy.',
    testimonial: 'I look and feel healthier than ever.',
    is_featured: true,
    hue: 160,
  },
  {
    client_name: 'Meera D.',
    goal_type: 'weight_loss',
    before_weight: 74,
    after_weight: 64.5,
    duration_months: 4,
    story: 'A thyroid-friendly meal plan and daily walks helped Meera lose weight steadily.',
    testimonial: 'Practical, kind and effective guidance.',
    is_featured: true,
    hue: 100,
  },
  {
    client_name: 'Arjun P.',
    goal_type: 'weight_loss',
    before_weight: 88,
    after_weight: 79,
    duration_months: 3,
    story: 'A desk job and late dinners had crept up on Arjun. Meal prep Sundays changed everything.',
    testimonial: 'Simple changes, big results.',
    is_featured: false,
    hue: 240,
  },
  {
    client_name: 'Kavya N.',
    goal_type: 'weight_gain',
    before_weight: 48.5,
    after_weight: 55,
    duration_months: 5,
    story: 'Kavya wanted to build strength for sport. A protein-forward plan supported her training.',
    testimonial: 'I am stronger on the field and off it.',
    is_featured: false,
    hue: 10,
  },
];

export type DemoPost = {
  title: string;
  excerpt: string;
  content: string | null;
  category: string;
  type: 'blog' | 'vlog';
  tags: string[];
  featured: boolean;
  read_time: string | null;
  duration: string | null;
  video_url: string | null;
  video_description: string | null;
  days_ago: number;
  views: number;
  likes: number;
  hue: number;
};

const article = (...paragraphs: string[]) =>
  `<h2>Why it matters</h2><p>${paragraphs[0]}</p><h2>What to do</h2><ul>${paragraphs
    .slice(1)
    .map((p) => `<li>${p}</li>`)
    .join('')}</ul><p>Book a free consultation for a plan made for you.</p>`;

export const DEMO_POSTS: DemoPost[] = [
  {
    title: 'Eating Well with PCOS: A Practical Guide',
    excerpt: 'How low-GI meals, protein and regular timing help balance hormones.',
    content: article(
      'PCOS affects how your body handles insulin, which shapes weight and cycles.',
      'Build meals around vegetables, protein and whole grains.',
      'Keep meal times regular.',
      'Limit sugary drinks and refined snacks.',
    ),
    category: 'Disease Management',
    type: 'blog',
    tags: ['PCOS', 'hormones', 'low GI', 'women'],
    featured: true,
    read_time: '6 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 3,
    views: 1240,
    likes: 86,
    hue: 320,
  },
  {
    title: '7 High-Protein Vegetarian Breakfasts',
    excerpt: 'Start the day full and focused with these easy Indian breakfasts.',
    content: article(
      'Protein at breakfast keeps you full and steadies blood sugar.',
      'Moong dal chilla with curd.',
      'Paneer bhurji with multigrain toast.',
      'Overnight oats with chia and nuts.',
    ),
    category: 'Nutrition',
    type: 'blog',
    tags: ['protein', 'breakfast', 'vegetarian'],
    featured: true,
    read_time: '5 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 7,
    views: 980,
    likes: 64,
    hue: 45,
  },
  {
    title: 'Meal Prep Sundays in 60 Minutes',
    excerpt: 'Watch how to prep a week of balanced lunches in one hour.',
    content: null,
    category: 'Meal Prep',
    type: 'vlog',
    tags: ['meal prep', 'lunch', 'time saving'],
    featured: true,
    read_time: null,
    duration: '12:30',
    video_url: 'https://www.youtube-nocookie.com/embed/q8WkT4zXb0A',
    video_description: 'A step-by-step walkthrough of prepping grains, proteins and vegetables for five lunches.',
    days_ago: 10,
    views: 2150,
    likes: 143,
    hue: 95,
  },
  {
    title: 'Thyroid and Weight: What Actually Helps',
    excerpt: 'The nutrients that support thyroid health and the myths to ignore.',
    content: article(
      'An underactive thyroid slows metabolism, but food choices still make a difference.',
      'Get enough iodine, selenium and zinc.',
      'Keep soy and raw crucifers moderate, not forbidden.',
      'Take medication away from meals as advised.',
    ),
    category: 'Disease Management',
    type: 'blog',
    tags: ['thyroid', 'metabolism'],
    featured: false,
    read_time: '7 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 14,
    views: 760,
    likes: 41,
    hue: 200,
  },
  {
    title: 'Healthy Weight Gain Without Junk Food',
    excerpt: 'Calorie-dense, nutritious foods that help you gain the right way.',
    content: article(
      'Gaining weight healthily means adding nutrients, not just calories.',
      'Add nuts, seeds and nut butters.',
      'Drink smoothies between meals.',
      'Train with weights to build muscle.',
    ),
    category: 'Nutrition',
    type: 'blog',
    tags: ['weight gain', 'calories', 'muscle'],
    featured: false,
    read_time: '5 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 21,
    views: 540,
    likes: 32,
    hue: 30,
  },
  {
    title: 'Sleep, Stress and Cravings',
    excerpt: 'Why a bad night makes you reach for sugar, and how to break the loop.',
    content: article(
      'Short sleep raises hunger hormones and lowers restraint.',
      'Keep a regular bedtime.',
      'Eat a protein-rich dinner.',
      'Try a ten-minute wind-down routine.',
    ),
    category: 'Lifestyle',
    type: 'blog',
    tags: ['sleep', 'stress', 'cravings'],
    featured: false,
    read_time: '4 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 28,
    views: 430,
    likes: 27,
    hue: 260,
  },
  {
    title: 'Diabetes-Friendly Thali, Explained',
    excerpt: 'Build a balanced Indian plate that keeps blood sugar steady.',
    content: null,
    category: 'Recipes',
    type: 'vlog',
    tags: ['diabetes', 'thali', 'blood sugar'],
    featured: false,
    read_time: null,
    duration: '8:45',
    video_url: 'https://www.youtube-nocookie.com/embed/Hc5tR8wZk1M',
    video_description: 'How to portion grains, dal, vegetables and curd on one plate for steady energy.',
    days_ago: 35,
    views: 1320,
    likes: 95,
    hue: 140,
  },
  {
    title: 'Reading Food Labels in Five Steps',
    excerpt: 'Serving size, sugar, sodium and the ingredients list, decoded.',
    content: article(
      'Labels tell you more than the front of the pack ever will.',
      'Check the serving size first.',
      'Look at added sugar and sodium.',
      'Read the ingredient list from the top.',
    ),
    category: 'Lifestyle',
    type: 'blog',
    tags: ['labels', 'shopping'],
    featured: false,
    read_time: '4 min read',
    duration: null,
    video_url: null,
    video_description: null,
    days_ago: 42,
    views: 310,
    likes: 18,
    hue: 180,
  },
];

/** Which drawn picture a demo testimonial shows (seed/images.ts). */
export type DemoReviewPicture = 'meal' | 'before' | 'after';

export type DemoTestimonial = Omit<TestimonialInput, 'photo' | 'after_photo' | 'hidden'> & {
  photo: { picture: DemoReviewPicture; alt: string } | null;
  after_photo: { picture: DemoReviewPicture; alt: string } | null;
};

/** The six reviews of the transformations page's Reviews tab, in their order. */
export const DEMO_TESTIMONIALS: DemoTestimonial[] = [
  {
    kind: 'whatsapp',
    text: 'Down 4 kg this month and I am never hungry! The meal swaps you suggested are so easy to follow. Thank you so much 🙏',
    name: 'Neha R.',
    date_line: 'March 2026',
    rating: 5,
    photo: null,
    after_photo: null,
  },
  {
    kind: 'meal',
    text: 'My new favourite lunch plate: dal, brown rice and a big salad. Who knew healthy could taste this good?',
    name: 'Arjun P.',
    date_line: 'February 2026',
    rating: 5,
    photo: { picture: 'meal', alt: "The client's meal" },
    after_photo: null,
  },
  {
    kind: 'client',
    text: 'Six months, 14 kg lighter, and my PCOS symptoms are finally under control.',
    name: 'Priya S.',
    date_line: 'January 2026',
    rating: 5,
    photo: { picture: 'before', alt: 'Priya S. before' },
    after_photo: { picture: 'after', alt: 'Priya S. after' },
  },
  {
    kind: 'whatsapp',
    text: 'My sugar readings are the best they have been in years. My doctor asked what I changed!',
    name: 'Vikram T.',
    date_line: 'December 2025',
    rating: 5,
    photo: null,
    after_photo: null,
  },
  {
    kind: 'meal',
    text: 'Meal prep Sundays changed my week. Everything is ready and I stopped ordering in.',
    name: 'Meera D.',
    date_line: 'November 2025',
    rating: 4,
    photo: { picture: 'meal', alt: "The client's meal" },
    after_photo: null,
  },
  {
    kind: 'client',
    text: 'I gained 7 kg of healthy weight and feel so much stronger in the gym.',
    name: 'Rahul M.',
    date_line: 'October 2025',
    rating: 5,
    photo: { picture: 'before', alt: 'Rahul M. before' },
    after_photo: { picture: 'after', alt: 'Rahul M. after' },
  },
];
