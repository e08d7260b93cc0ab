import { lerp, type Pt } from '../geometry';
import { TEXTURE } from '../paper';
import { Pencil, WHITE } from '../pencil';
import type { Skeleton } from './skeleton';
import type { FigureOptions } from './types';

/** What a figure holds, drawn at its hands (and a stick, a pot on the head). */
export function drawHeld(p: Pencil, s: Skeleton, o: FigureOptions): { before: string; after: string } {
  const { H, hh } = s;
  const ow = Math.max(1.4, H * 0.0055);
  const before = '';
  let after = '';
  const h = s.hands[s.main];
  const both: Pt = lerp(s.hands[0], s.hands[1], 0.5);
  if (s.stick) {
    const top: Pt = [h[0], h[1] - H * 0.03];
    after += p.line([top, s.stick], { w: H * 0.014, rough: 0.8, passes: 2 });
  }
  if (s.gesture === 'pot') {
    const [cx, cy] = s.head;
    const top = cy - hh * 0.55;
    after += p.shape(
      [
        [cx - hh * 0.42, top],
        [cx - hh * 0.5, top - hh * 0.35],
        [cx - hh * 0.22, top - hh * 0.62],
        [cx - hh * 0.15, top - hh * 0.78],
        [cx + hh * 0.15, top - hh * 0.78],
        [cx + hh * 0.22, top - hh * 0.62],
        [cx + hh * 0.5, top - hh * 0.35],
        [cx + hh * 0.42, top],
      ],
      { fill: [WHITE, TEXTURE.mid], smooth: true, w: ow },
    );
  }
  switch (o.hold) {
    case 'letter':
    case 'book': {
      const w = H * 0.1;
      const ht = H * 0.075;
      const [x, y] = s.gesture === 'hold' ? both : h;
      const fill = o.hold === 'book' ? [WHITE, TEXTURE.mid] : [WHITE];
      after += p.shape(
        [
          [x - w / 2, y - ht * 0.8],
          [x + w / 2, y - ht * 0.9],
          [x + w / 2 + 2, y + ht * 0.2],
          [x - w / 2 + 2, y + ht * 0.3],
        ],
        { fill, w: ow * 0.9, rough: 0.4 },
      );
      if (o.hold === 'letter')
        after += p.line(
          [
            [x - w * 0.3, y - ht * 0.3],
            [x + w * 0.3, y - ht * 0.35],
          ],
          { w: 1, tone: 0.3 },
        );
      break;
    }
    case 'phone': {
      const [x, y] = h;
      after += p.shape(
        [
          [x - H * 0.012, y - H * 0.045],
          [x + H * 0.016, y - H * 0.045],
          [x + H * 0.016, y + H * 0.005],
          [x - H * 0.012, y + H * 0.005],
        ],
        { fill: [WHITE, TEXTURE.dark], w: ow * 0.8, rough: 0.2 },
      );
      break;
    }
    case 'cup': {
      const [x, y] = h;
      after += p.shape(
        [
          [x - H * 0.018, y - H * 0.04],
          [x + H * 0.018, y - H * 0.04],
          [x + H * 0.014, y],
          [x - H * 0.014, y],
        ],
        { fill: [WHITE], w: ow * 0.8, rough: 0.2 },
      );
      break;
    }
    case 'box': {
      const [x, y] = both;
      after += p.shape(
        [
          [x - H * 0.1, y - H * 0.09],
          [x + H * 0.1, y - H * 0.09],
          [x + H * 0.1, y + H * 0.05],
          [x - H * 0.1, y + H * 0.05],
        ],
        { fill: [WHITE, TEXTURE.light], w: ow, rough: 0.6 },
      );
      after += p.line(
        [
          [x - H * 0.1, y - H * 0.055],
          [x + H * 0.1, y - H * 0.055],
        ],
        { w: ow * 0.7, tone: 0.5 },
      );
      break;
    }
    case 'bag': {
      const [x, y] = h;
      const w = H * 0.09;
      after += p.line(
        [
          [x - w * 0.25, y + H * 0.03],
          [x, y - H * 0.005],
          [x + w * 0.25, y + H * 0.03],
        ],
        { w: ow * 1.2, smooth: true },
      );
      after += p.shape(
        [
          [x - w / 2, y + H * 0.03],
          [x + w / 2, y + H * 0.03],
          [x + w * 0.55, y + H * 0.12],
          [x - w * 0.55, y + H * 0.12],
        ],
        { fill: [WHITE, TEXTURE.mid], w: ow, rough: 0.5 },
      );
      break;
    }
    case 'basket': {
      const [x, y] = h;
      const w = H * 0.12;
      after += p.arc(x, y + H * 0.04, w * 0.45, H * 0.05, 180, 360, {
        w: ow * 1.2,
      });
      after += p.shape(
        [
          [x - w / 2, y + H * 0.04],
          [x + w / 2, y + H * 0.04],
          [x + w * 0.38, y + H * 0.1],
          [x - w * 0.38, y + H * 0.1],
        ],
        { fill: [WHITE, TEXTURE.light], w: ow, rough: 0.5 },
      );
      break;
    }
    case 'lantern': {
      const [x, y] = h;
      const k = H * 0.012;
      after += `<circle cx="${x}" cy="${y + k * 5}" r="${k * 9}" fill="#fffaf0" fill-opacity=".55"/>`;
      after += p.arc(x, y + k * 1.5, k * 1.8, k * 2, 180, 360, { w: ow * 0.8 });
      after += p.shape(
        [
          [x - k * 1.6, y + k * 1.5],
          [x + k * 1.6, y + k * 1.5],
          [x + k * 2.2, y + k * 7.5],
          [x - k * 2.2, y + k * 7.5],
        ],
        { fill: ['#fbf6ea'], w: ow * 0.9, rough: 0.3 },
      );
      after += p.ellipse(x, y + k * 5, k * 0.7, k * 1.3, {
        fill: [WHITE, TEXTURE.light],
        w: ow * 0.5,
      });
      after += p.shape(
        [
          [x - k * 2.6, y + k * 7.5],
          [x + k * 2.6, y + k * 7.5],
          [x + k * 2.4, y + k * 9],
          [x - k * 2.4, y + k * 9],
        ],
        { fill: [WHITE, TEXTURE.dark], w: ow * 0.8 },
      );
      break;
    }
    case 'tool': {
      const [x, y] = h;
      const dir = s.d || 1;
      after += p.line(
        [
          [x - dir * H * 0.01, y - H * 0.03],
          [x + dir * H * 0.02, y + H * 0.1],
        ],
        { w: H * 0.013 },
      );
      after += p.shape(
        [
          [x + dir * H * 0.0, y + H * 0.09],
          [x + dir * H * 0.05, y + H * 0.08],
          [x + dir * H * 0.055, y + H * 0.11],
          [x + dir * H * 0.0, y + H * 0.12],
        ],
        { fill: [WHITE, TEXTURE.dark], w: ow },
      );
      break;
    }
  }
  return { before, after };
}
