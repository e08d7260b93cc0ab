import { describe, expect, it } from 'vitest';
import { fitWithin } from './resizeImage';

describe('fitWithin', () => {
  it('scales the longest side down to 1024 px, keeping the aspect ratio', () => {
    expect(fitWithin(2000, 1200)).toEqual({ width: 1024, height: 614 });
    expect(fitWithin(900, 3000)).toEqual({ width: 307, height: 1024 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(300, 200)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(1024, 1024)).toEqual({ width: 1024, height: 1024 });
  });
});
