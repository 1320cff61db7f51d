// Sends a CSV document as a download: UTF-8 with a byte-order mark, never cached (it holds personal data).
import { CSV_BOM } from '@coach/shared';
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(`${CSV_BOM}${csv}`);
}
