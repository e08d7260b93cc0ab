/** sharp (native libvips) is loaded on the first upload, not at start-up: it costs ~0.1 s to load. */
const loadSharp = async () => (await import('sharp')).default;

/** Formats we accept as a profile photo, by their real content (not the file name or the header). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression-bomb guard: images larger than this many pixels are refused. */
const MAX_INPUT_PIXELS = 50_000_000;
export const AVATAR_MAX_SIDE = 1024;
export const AVATAR_QUALITY = 80;

export class NotAnImage extends Error {}

/**
 * Decodes an upload with sharp and writes it again as a JPEG: a non-image (or SVG, or a crafted file)
 * is refused with NotAnImage; EXIF orientation is applied; the longest side is at most `maxSide`
 * (never enlarged); transparency goes on white; no metadata is written (GPS and camera EXIF dropped).
 */
async function reencodeJpeg(input: Buffer, maxSide: number, quality: number) {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new NotAnImage();
  }
}

/** A profile photo (docs/product/accounts.md "Profile photo"): 1024 px, quality 80. */
export async function reencodeAvatar(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await reencodeJpeg(input, AVATAR_MAX_SIDE, AVATAR_QUALITY);
  return { data, width: info.width, height: info.height };
}

/** An image proof (docs/product/verification.md "Proofs"): long side 2400 px, so small print stays readable. */
export async function reencodeProofImage(input: Buffer): Promise<Buffer> {
  return (await reencodeJpeg(input, 2400, 85)).data;
}

/** A TAT or PPDT picture (docs/product/practice.md "Sets"): 1600 px, enough for a phone held sideways. */
export async function reencodePracticePicture(input: Buffer): Promise<Buffer> {
  return (await reencodeJpeg(input, 1600, 82)).data;
}
