// Business settings: the details the public site shows.
import { router } from '../trpc';

export const settingsRouter = router({});
