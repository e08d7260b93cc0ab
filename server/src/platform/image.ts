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
 * Re-encodes an uploaded photo (docs/product/accounts.md "Profile photo"): the content is decoded by sharp, so a
 * non-image (or SVG, or a crafted file) is refused; EXIF orientation is applied, the longest side
 * is at most 1024 px (never enlarged), transparency goes on white, and the result is a JPEG at
 * quality 80 without metadata (sharp writes none unless asked).
 */
export async function reencodeAvatar(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new NotAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: AVATAR_QUALITY, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new NotAnImage();
  }
}

/** A proof document's image: long side at most 2400 px, so small print stays readable. */
const PROOF_IMAGE_MAX_SIDE = 2400;

/**
 * Re-encodes an image proof (docs/product/verification.md "Proofs") the way avatars are: decoded by
 * sharp (a non-image or a crafted file is refused), orientation applied, metadata (GPS and camera
 * EXIF included) dropped, written as a JPEG.
 */
export async function reencodeProofImage(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImage();
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PROOF_IMAGE_MAX_SIDE, height: PROOF_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new NotAnImage();
  }
}
