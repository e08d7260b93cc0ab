import sharp from 'sharp';
import type { Picture } from './picture';

/**
 * How hazy each test's pictures are: the board shows PPDT pictures deliberately blurred, TAT ones
 * only softly. Blur sigma in pixels, and how much of the contrast is kept.
 */
const HAZE = {
  tat: { blur: 0.9, contrast: 0.92 },
  ppdt: { blur: 2.1, contrast: 0.8 },
} as const;

/** A picture as the JPEG the studio shows: 960 x 720, pencil on paper, hazed for its test. */
export async function renderPicture(picture: Picture, kind: 'tat' | 'ppdt'): Promise<Buffer> {
  const haze = HAZE[kind];
  const mid = 225;
  return sharp(Buffer.from(picture.svg))
    .resize(960, 720)
    .blur(haze.blur)
    .linear(haze.contrast, mid * (1 - haze.contrast))
    .jpeg({ quality: 75, mozjpeg: true })
    .toBuffer();
}
