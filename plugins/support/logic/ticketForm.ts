import { fileTypeFromBuffer } from 'file-type';
import { SUPPORT_TICKET_RULES } from '../../../product/supportTickets';

/** The message key of a title the server would refuse (document 2 section 4: longer than 2 characters, trimmed). */
export function titleProblem(title: string): 'form.titleTooShort' | null {
  return title.trim().length < SUPPORT_TICKET_RULES.titleMinLength ? 'form.titleTooShort' : null;
}

export type FileProblem = 'form.fileRejected' | 'form.duplicateName' | 'form.tooMany';

/** Enough bytes for every image signature file-type knows. */
const SNIFF_BYTES = 4100;

/** Whether the file's first bytes are an accepted image (by content, as the server checks; the name does not count). */
export async function isAcceptedImage(file: Blob): Promise<boolean> {
  if (file.size === 0) return false;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const found = await fileTypeFromBuffer(head);
  return !!found && (SUPPORT_TICKET_RULES.imageTypes as readonly string[]).includes(found.mime);
}

/** Why a file cannot join the list, or null: too many, the same name as one listed, not an image or too large. */
export async function fileProblem(file: File, listed: readonly { name: string }[]): Promise<FileProblem | null> {
  if (listed.some((f) => f.name === file.name)) return 'form.duplicateName';
  if (listed.length >= SUPPORT_TICKET_RULES.maxFiles) return 'form.tooMany';
  if (file.size > SUPPORT_TICKET_RULES.maxFileBytes) return 'form.fileRejected';
  return (await isAcceptedImage(file)) ? null : 'form.fileRejected';
}
