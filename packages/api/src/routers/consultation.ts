// Consultation requests in the admin portal: list, status, delete, export.
import { router } from '../trpc';

export const consultationRouter = router({});
