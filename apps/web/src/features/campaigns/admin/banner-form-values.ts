// The campaign form's values (list rows, date inputs) and their conversion to the shared banner schema.
import { BANNER_DEFAULTS, type Banner, type BannerInput, type BannerPosition, bannerInputSchema } from '@coach/shared';
import { z } from 'zod';

type Rows = { value: string }[];

export type BannerFormValues = {
  name: string;
  title: string;
  subtitle: string;
  description: string;
  features: Rows;
  primary_button_text: string;
  primary_button_link: string;
  show_secondary_button: boolean;
  secondary_button_text: string;
  whatsapp_number: string;
  whatsapp_message: string;
  is_active: boolean;
  delay_seconds: number;
  position: BannerPosition;
  max_displays_per_user: number;
  cooldown_hours: number;
  dismissal_text: string;
  theme_color: string;
  show_on_pages: Rows;
  exclude_pages: Rows;
  start_date: string;
  end_date: string;
};

export type BannerListField = 'features' | 'show_on_pages' | 'exclude_pages';

export const EMPTY_BANNER_FORM: BannerFormValues = {
  name: '',
  title: '',
  subtitle: '',
  description: '',
  features: [{ value: '' }],
  whatsapp_number: '',
  whatsapp_message: '',
  show_on_pages: [],
  exclude_pages: [],
  start_date: '',
  end_date: '',
  ...BANNER_DEFAULTS,
};

const rows = (values: string[]): Rows => values.map((value) => ({ value }));

/** A stored timestamp as the date input shows it (the stored window is whole UTC days). */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function bannerToFormValues(banner: Banner): BannerFormValues {
  return {
    ...banner,
    subtitle: banner.subtitle ?? '',
    description: banner.description ?? '',
    features: banner.features.length ? rows(banner.features) : [{ value: '' }],
    whatsapp_number: banner.whatsapp_number ?? '',
    whatsapp_message: banner.whatsapp_message ?? '',
    show_on_pages: rows(banner.show_on_pages),
    exclude_pages: rows(banner.exclude_pages),
    start_date: dayOf(banner.start_date),
    end_date: dayOf(banner.end_date),
  };
}

/** The form's rows become plain lists; the shared schema then applies every rule and names the failing field. */
export const bannerFormSchema = z
  .custom<BannerFormValues>()
  .transform(
    (values): z.input<typeof bannerInputSchema> => ({
      ...values,
      features: values.features.map((row) => row.value),
      show_on_pages: values.show_on_pages.map((row) => row.value),
      exclude_pages: values.exclude_pages.map((row) => row.value),
    }),
  )
  .pipe(bannerInputSchema);

export type BannerPayload = BannerInput;

export const POSITION_LABELS: Record<BannerPosition, string> = {
  center: 'Center (modal)',
  'bottom-right': 'Bottom right',
  'bottom-left': 'Bottom left',
};
