import type { FastifyRequest } from 'fastify';
import { AppError, Invalid } from './errors';

export const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file again.';

/**
 * The one file of a multipart upload, read into memory: its field name and bytes, or null when the
 * form holds no file. A form the parser cannot read (no boundary, a cut-off part, a broken part
 * header) is the sender's fault: 400, not a server error. The size limit (the app's, or `maxBytes`)
 * keeps its own 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  options: { maxBytes?: number } = {},
): Promise<{ fieldname: string; filename: string; content: Buffer } | null> {
  try {
    const file = await request.file(options.maxBytes ? { limits: { fileSize: options.maxBytes } } : undefined);
    if (!file) return null;
    return { fieldname: file.fieldname, filename: file.filename, content: await file.toBuffer() };
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new Invalid(UNREADABLE_UPLOAD);
  }
}
