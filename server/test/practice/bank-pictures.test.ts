import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { PPDT_PICTURES, renderPicture, TAT_PICTURE_SETS } from '../../src/features/practice/bank/pictures';

const all = [...TAT_PICTURE_SETS, ...PPDT_PICTURES].flatMap((set) => set.pictures);

/** Whether every tag in the markup is closed, in order (a small well-formedness check). */
function balanced(svg: string): boolean {
  const open: string[] = [];
  for (const [tag, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    void tag;
    if (selfClosing) continue;
    if (!close) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('the TAT and PPDT pictures', () => {
  it('come as at least three TAT sets of eleven and eight PPDT sets of one, all distinct', () => {
    expect(TAT_PICTURE_SETS.length).toBeGreaterThanOrEqual(3);
    for (const set of TAT_PICTURE_SETS) expect(set.pictures).toHaveLength(11);
    expect(PPDT_PICTURES.length).toBeGreaterThanOrEqual(8);
    for (const set of PPDT_PICTURES) expect(set.pictures).toHaveLength(1);
    expect(all.length).toBeGreaterThanOrEqual(41);
    expect(new Set(all.map((picture) => picture.key)).size).toBe(all.length);
    expect(new Set(all.map((picture) => picture.svg)).size).toBe(all.length);
  });

  it('are well-formed, self-contained SVG with a description each', () => {
    for (const picture of all) {
      expect(picture.key).toMatch(/^(tat-\d-\d{2}|ppdt-\d{2})$/);
      expect(picture.description.length).toBeGreaterThan(20);
      expect(picture.svg.startsWith('<svg')).toBe(true);
      expect(picture.svg.endsWith('</svg>')).toBe(true);
      expect(balanced(picture.svg), picture.key).toBe(true);
      expect(picture.svg).not.toMatch(/<script|href\s*=\s*["'](?!#)|NaN|undefined/i);
    }
  });

  it('render as 960 x 720 JPEGs small enough for a phone, the same each time', async () => {
    for (const [picture, kind] of [
      [TAT_PICTURE_SETS[0]!.pictures[5]!, 'tat'],
      [TAT_PICTURE_SETS[2]!.pictures[9]!, 'tat'],
      [PPDT_PICTURES[0]!.pictures[0]!, 'ppdt'],
    ] as const) {
      const jpeg = await renderPicture(picture, kind);
      const meta = await sharp(jpeg).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 960, height: 720 });
      expect(jpeg.length).toBeLessThan(120 * 1024);
    }
  });

  it('are drawn the same way every time', async () => {
    vi.resetModules();
    const fresh = await import('../../src/features/practice/bank/pictures');
    expect([...fresh.TAT_PICTURE_SETS, ...fresh.PPDT_PICTURES].flatMap((set) => set.pictures)).toEqual(all);
    const picture = PPDT_PICTURES[1]!.pictures[0]!;
    expect((await renderPicture(picture, 'ppdt')).equals(await renderPicture(picture, 'ppdt'))).toBe(true);
  });
});
