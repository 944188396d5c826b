import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError, badRequest } from '../http/apiError';
import { SUPPORT_TICKET_RULES } from '../../product/supportTickets';

/** The spec's message for a file that is not an image or too large (document 2 section 4). */
export const FILE_REFUSED = 'There was an error accepting this file. Is it an image? Is the file smaller 5MB?';
export const DUPLICATE_NAME = 'A file with the same name is already in the list.';
export const TOO_MANY_FILES = `At most ${SUPPORT_TICKET_RULES.maxFiles} files can be sent with one ticket.`;

/** A file of an upload that passed every check, not yet stored. */
export interface AcceptedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** The multipart limits of the upload route (@fastify/multipart, busboy). */
export const UPLOAD_LIMITS = {
  fileSize: SUPPORT_TICKET_RULES.maxFileBytes,
  files: SUPPORT_TICKET_RULES.maxFiles,
  parts: SUPPORT_TICKET_RULES.maxFiles,
  fields: 0,
  fieldNameSize: 100,
  headerPairs: 50,
} as const;

/** The name without any folder, control characters or surrounding blanks. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

const refused = (name: string, message: string, code: string): ApiError => new ApiError(400, message, code, { file: name });

/** Which image type the bytes are, by their magic bytes; null when they are no accepted image. */
export async function imageTypeOf(data: Buffer): Promise<string | null> {
  if (data.length === 0) return null;
  const found = await fileTypeFromBuffer(data);
  return found && (SUPPORT_TICKET_RULES.imageTypes as readonly string[]).includes(found.mime) ? found.mime : null;
}

/** Turns @fastify/multipart's limit errors into the answers of the upload call. */
function limitError(err: unknown): ApiError | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return badRequest(TOO_MANY_FILES, 'TOO_MANY_FILES');
  if (code === 'FST_FIELDS_LIMIT') return badRequest('Only files can be uploaded here.', 'NOT_A_FILE');
  return null;
}

/**
 * Reads every part of a multipart upload and checks it: files only, at most `maxFiles`, each an
 * image by content (not by name) of at most `maxFileBytes`, names unique. All or nothing: the
 * first refused part fails the whole upload, so nothing is stored.
 */
export async function readScreenshots(req: FastifyRequest): Promise<AcceptedFile[]> {
  if (!req.isMultipart()) throw badRequest('Please send the files as multipart/form-data, one part per file.', 'NOT_MULTIPART');
  const files: AcceptedFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') throw badRequest('Only files can be uploaded here.', 'NOT_A_FILE');
      files.push(await acceptFile(part, files));
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // Anything else here is the upload itself (no boundary, a body cut short): the client's fault.
    throw limitError(err) ?? badRequest('The upload could not be read.', 'BAD_UPLOAD');
  }
  if (!files.length) throw badRequest('Please choose at least one image.', 'NO_FILES');
  return files;
}

async function acceptFile(part: MultipartFile, before: readonly AcceptedFile[]): Promise<AcceptedFile> {
  const name = cleanFileName(part.filename ?? '');
  if (!name || name.length > SUPPORT_TICKET_RULES.fileNameMaxLength) throw refused(name, FILE_REFUSED, 'FILE_REFUSED');
  let data: Buffer;
  try {
    data = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused(name, FILE_REFUSED, 'FILE_REFUSED');
    throw err;
  }
  if (data.length > SUPPORT_TICKET_RULES.maxFileBytes) throw refused(name, FILE_REFUSED, 'FILE_REFUSED');
  const contentType = await imageTypeOf(data);
  if (!contentType) throw refused(name, FILE_REFUSED, 'FILE_REFUSED');
  if (before.some((f) => f.name === name)) throw refused(name, DUPLICATE_NAME, 'DUPLICATE_NAME');
  return { name, contentType, data };
}
