import type { FastifyRequest } from 'fastify';
import { AppError, Invalid } from './errors';

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file again.';

/**
 * The one file of a multipart upload, read into memory: its field name and bytes, or null when the
 * form holds no file. A form the parser cannot read (no boundary, a cut-off part, a broken part
 * header) is the sender's fault: 400, not a server error. The size limit keeps its own 413.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<{ fieldname: string; content: Buffer } | null> {
  try {
    const file = await request.file();
    if (!file) return null;
    return { fieldname: file.fieldname, content: await file.toBuffer() };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new Invalid(UNREADABLE_UPLOAD);
  }
}
