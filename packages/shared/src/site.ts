// Who the site belongs to: names and contact details shown in the chrome and used as defaults.
export const SITE = {
  brand: 'NutriWell',
  tagline: 'Nutrition coaching that fits your life',
  description:
    'Certified dietitian-led coaching for weight loss, weight gain and conditions like PCOS, thyroid and diabetes. Online consultations, worldwide.',
  ownerName: 'Dr. Aditi Sharma',
  ownerFirstName: 'Aditi',
  credentials: 'Certified Dietitian and Founder',
  phone: '+91 98765 43210',
  email: 'hello@nutriwell.example',
  hours: 'Mon-Sat 9AM-7PM IST',
  /** The stylesheet's own colours: buttons and links (brand), and the call-to-action buttons (accent). */
  brandColor: '#047857',
  accentColor: '#f59e0b',
} as const;
