/**
 * Whether bytes are a PDF: the `%PDF-` header at the start and an `%%EOF` marker near the end (a
 * file cut off in transit has none). The content type and file name a browser sends are not
 * trusted. The file is stored as sent and only ever served as a download.
 */
export function looksLikePdf(content: Buffer): boolean {
  if (content.length < 16 || content.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return content.subarray(Math.max(0, content.length - 1024)).toString('latin1').includes('%%EOF');
}
