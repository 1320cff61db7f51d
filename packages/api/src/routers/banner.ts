// Campaign banners: admin management and the public banner shown as the popup.
import { router } from '../trpc';

export const bannerRouter = router({});
