// A page that failed in a visitor's browser, as the site reports it to the server's log.
import { z } from 'zod';
import { refuseUntypeable, stripUntypeable } from './text';

/** The longest failure message kept; a longer one is cut, not refused. */
export const PAGE_FAILURE_MESSAGE_MAX = 300;

/** POST /api/page-failures. */
export const pageFailureReportSchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .max(200, 'path must be at most 200 characters')
    .regex(/^\/[^?#\s]*$/, 'path must be a path of this site, such as /blog')
    .check(refuseUntypeable),
  /** Cut, then stripped: a cut through an emoji leaves half of it, which is stripped too. */
  message: z
    .string({ error: 'message is required' })
    .transform((value) => stripUntypeable(value.slice(0, PAGE_FAILURE_MESSAGE_MAX))),
});
export type PageFailureReport = z.output<typeof pageFailureReportSchema>;
