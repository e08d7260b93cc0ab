/** Longest side at most 1024 px, JPEG quality 0.8 (docs/product/accounts.md "Profile photo"). */
export const AVATAR_MAX_SIDE = 1024;
export const AVATAR_QUALITY = 0.8;

export class ImageProcessingError extends Error {
  override readonly name = 'ImageProcessingError';
}

export const IMAGE_ERRORS = {
  read: 'The photo could not be read. Please choose another file.',
  load: 'The photo could not be opened. Please choose a JPG or PNG image.',
  context: 'Your browser could not process the photo. Please try another browser.',
  empty: 'The photo could not be compressed. Please choose another file.',
} as const;

/** Width and height scaled so the longest side is at most `max`, keeping the aspect ratio. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new ImageProcessingError(IMAGE_ERRORS.read)));
    reader.onerror = () => reject(new ImageProcessingError(IMAGE_ERRORS.read));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ImageProcessingError(IMAGE_ERRORS.load));
    img.src = src;
  });
}

type Source = { image: CanvasImageSource; width: number; height: number; close?: () => void };

async function decode(file: Blob): Promise<Source> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      return { image: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
    } catch {
      // Fall back to FileReader + Image, which names what went wrong.
    }
  }
  const img = await loadImage(await readAsDataUrl(file));
  return { image: img, width: img.naturalWidth || img.width, height: img.naturalHeight || img.height };
}

/**
 * Resizes a photo in the browser and re-encodes it as JPEG (the server re-encodes again).
 * Fails with an ImageProcessingError when the file cannot be read, the image cannot load, the
 * drawing context cannot be obtained, or the result is empty.
 */
export async function resizeImage(file: Blob, max = AVATAR_MAX_SIDE, quality = AVATAR_QUALITY): Promise<Blob> {
  const source = await decode(file);
  try {
    if (!source.width || !source.height) throw new ImageProcessingError(IMAGE_ERRORS.load);
    const { width, height } = fitWithin(source.width, source.height, max);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new ImageProcessingError(IMAGE_ERRORS.context);
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(source.image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob || blob.size === 0) throw new ImageProcessingError(IMAGE_ERRORS.empty);
    return blob;
  } finally {
    source.close?.();
  }
}
