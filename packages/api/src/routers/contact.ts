// Contact messages in the admin portal: list, status, delete, export.
import { router } from '../trpc';

export const contactRouter = router({});
