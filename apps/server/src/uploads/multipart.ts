// Reads an upload request: the wanted file fields into memory (each at most 5 MB) and the short text fields.
import { type AppError, invalid, MAX_UPLOAD_BYTES } from '@coach/shared';
import type { FastifyRequest } from 'fastify';
import { tooLarge } from './images';

/** Limits handed to @fastify/multipart (busboy): nothing but a couple of files and a few short fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 2,
  fields: 10,
  fieldSize: 1000,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 100,
};

export type UploadForm = { files: Map<string, Buffer>; fields: Record<string, string> };

export async function readUploadForm(request: FastifyRequest, fileFields: readonly string[]): Promise<UploadForm> {
  if (!request.isMultipart()) throw invalid('Send the image as multipart/form-data');
  const files = new Map<string, Buffer>();
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (fileFields.includes(part.fieldname) && !files.has(part.fieldname)) {
          files.set(part.fieldname, await part.toBuffer());
        } else {
          part.file.resume(); // not a field this route reads: drain it
        }
      } else if (!(part.fieldname in fields)) {
        // Stryker disable next-line ConditionalExpression: a field sent as text always has a text value
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw describeMultipartError(error);
  }
  return { files, fields };
}

/** Maps the parser's errors to the one error shape. */
function describeMultipartError(error: unknown): AppError {
  // Stryker disable next-line OptionalChaining: the parser always fails with an error object
  switch ((error as { code?: unknown } | null | undefined)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    // Stryker disable next-line StringLiteral: parts (12) cannot run out before files (2) or fields (10) do
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid('Too many fields or files in the upload');
    default:
      // busboy's own failures (truncated or malformed bodies) and the plugin's 4xx errors
      return invalid('The upload could not be read');
  }
}
