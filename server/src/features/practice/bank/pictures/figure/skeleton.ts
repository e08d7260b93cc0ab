import { add, joint, rotate, type Pt } from '../geometry';
import type { FigureOptions, Gesture } from './types';

/** Where a figure's joints are: index 0 is the limb on the viewer's left, 1 on the right. */
export type Skeleton = {
  /** Standing height and head height, in pixels. */
  H: number;
  hh: number;
  /** -1 facing left, 1 facing right, 0 facing the viewer. */
  d: number;
  back: boolean;
  /** The arm that gestures (the near one when turned). */
  main: 0 | 1;
  /** The arm and leg drawn behind the body when turned, or null facing front. */
  far: 0 | 1 | null;
  head: Pt;
  neck: Pt;
  hip: Pt;
  shoulders: [Pt, Pt];
  armRoots: [Pt, Pt];
  waist: [Pt, Pt];
  hips: [Pt, Pt];
  elbows: [Pt, Pt];
  hands: [Pt, Pt];
  knees: [Pt, Pt];
  feet: [Pt, Pt];
  gesture: Gesture;
  sitting: boolean;
  /** Bottom of the stick (old people), if one is held. */
  stick: Pt | null;
};

function bendToward(root: Pt, end: Pt, a: number, b: number, prefer: Pt): { mid: Pt; end: Pt } {
  const one = joint(root, end, a, b, 1);
  const other = joint(root, end, a, b, -1);
  const score = (p: Pt) => (p[0] - root[0]) * prefer[0] + (p[1] - root[1]) * prefer[1];
  return score(one.mid) >= score(other.mid) ? one : other;
}

export function defaultGesture(o: FigureOptions): Gesture {
  const pose = o.pose ?? 'standing';
  if (o.gesture) return o.gesture;
  if (pose === 'pointing') return 'point';
  if (pose === 'carrying') return o.hold === 'bag' || o.hold === 'lantern' ? 'bag' : 'hold';
  if (o.hold === 'letter' || o.hold === 'book' || o.hold === 'phone' || o.hold === 'cup') return 'hold';
  if (o.hold === 'bag' || o.hold === 'lantern' || o.hold === 'basket' || o.hold === 'tool') return 'bag';
  if (pose === 'walking') return 'swing';
  if (pose === 'sitting') return o.mood === 'worried' || o.mood === 'sad' ? 'chin' : 'knees';
  if (o.age === 'old' && o.sex === 'male' && pose === 'standing') return 'stick';
  if (o.mood === 'worried') return 'chin';
  if (o.mood === 'determined' || o.mood === 'angry') return 'hips';
  if (o.mood === 'tense') return 'folded';
  return 'down';
}

export function skeleton(o: FigureOptions): Skeleton {
  const pose = o.pose ?? 'standing';
  const child = o.age === 'child';
  const female = o.sex === 'female';
  const H = 400 * (o.scale ?? 1) * (child ? 0.6 : o.age === 'old' ? 0.94 : 1) * (female ? 0.95 : 1);
  const hh = H / (child ? 4.4 : 5.6);
  const back = pose === 'looking-away';
  let d = o.facing === 'left' ? -1 : o.facing === 'right' ? 1 : 0;
  if (d === 0 && (pose === 'walking' || pose === 'kneeling')) d = 1;
  const turned = d !== 0;
  const main: 0 | 1 = d > 0 ? 0 : 1;
  const far: 0 | 1 | null = turned ? (d > 0 ? 1 : 0) : null;
  const gesture = defaultGesture(o);
  const { x, y } = o;
  const legLen = H * (child ? 0.44 : 0.47);
  const sitting = pose === 'sitting' || pose === 'sitting-ground';

  let hip: Pt;
  if (pose === 'sitting') hip = [x, y - (o.seat ?? H * 0.25)];
  else if (pose === 'sitting-ground') hip = [x, y - H * 0.045];
  else if (pose === 'kneeling') hip = [x, y - H * 0.245];
  else hip = [x, y - legLen];

  const lean =
    (o.age === 'old' ? 11 : 0) + (o.mood === 'sad' ? 6 : 0) + (o.mood === 'worried' ? 3 : 0) + (pose === 'walking' ? 4 : 0) + (pose === 'kneeling' ? 6 : 0);
  const torso = H - legLen - hh * 1.3;
  const neck = rotate([hip[0], hip[1] - torso], hip, lean * d);
  const droop = (o.mood === 'sad' ? 0.12 : o.mood === 'worried' ? 0.05 : 0) + (o.age === 'old' ? 0.06 : 0);
  const lift = o.mood === 'determined' || o.mood === 'cheerful' ? 0.03 : 0;
  const headUp = hh * (0.62 - droop * (turned ? 0.3 : 1) + lift);
  const head = add(rotate([neck[0], neck[1] - headUp], neck, (lean + droop * 90) * d), [0, 0]);

  const sw = hh * (child ? 0.68 : female ? 0.78 : 0.95) * (turned ? 0.62 : 1);
  const ww = hh * (child ? 0.52 : female ? 0.5 : 0.7) * (turned ? 0.7 : 1);
  const hw = hh * (child ? 0.55 : female ? 0.74 : 0.64) * (turned ? 0.75 : 1);
  const slump = o.mood === 'sad' ? hh * 0.12 : 0;
  const shoulders: [Pt, Pt] = [
    rotate([neck[0] - sw, neck[1] + hh * 0.14 + slump], neck, lean * d),
    rotate([neck[0] + sw, neck[1] + hh * 0.14 + slump], neck, lean * d),
  ];
  /** Where the arms hang from: a little inside and below the shoulder's corner. */
  const armRoots: [Pt, Pt] = [
    rotate([neck[0] - sw * 0.86, neck[1] + hh * 0.3 + slump], neck, lean * d),
    rotate([neck[0] + sw * 0.86, neck[1] + hh * 0.3 + slump], neck, lean * d),
  ];
  const waistY = hip[1] - torso * 0.32;
  const waist: [Pt, Pt] = [rotate([hip[0] - ww, waistY], hip, lean * d), rotate([hip[0] + ww, waistY], hip, lean * d)];
  const hips: [Pt, Pt] = [
    [hip[0] - hw, hip[1]],
    [hip[0] + hw, hip[1]],
  ];

  // Legs.
  const thigh = legLen * 0.512;
  const shin = legLen * 0.497;
  let knees: [Pt, Pt];
  let feet: [Pt, Pt];
  const legRoots: [Pt, Pt] = turned
    ? [
        [hip[0], hip[1]],
        [hip[0], hip[1]],
      ]
    : [
        [hip[0] - hw * 0.5, hip[1]],
        [hip[0] + hw * 0.5, hip[1]],
      ];
  const legs = (targets: [Pt, Pt], prefer: [Pt, Pt]) => {
    const a = bendToward(legRoots[0], targets[0], thigh, shin, prefer[0]);
    const b = bendToward(legRoots[1], targets[1], thigh, shin, prefer[1]);
    knees = [a.mid, b.mid];
    feet = [a.end, b.end];
  };
  if (pose === 'walking') {
    const front: Pt = [x + d * H * 0.15, y];
    const rear: Pt = [x - d * H * 0.12, y - H * 0.012];
    legs(d > 0 ? [rear, front] : [front, rear], [
      [d, 0],
      [d, 0],
    ]);
  } else if (pose === 'sitting') {
    if (turned) {
      knees = [
        [hip[0] + d * thigh * (d > 0 ? 0.92 : 1), hip[1] - H * 0.01],
        [hip[0] + d * thigh * (d > 0 ? 1 : 0.92), hip[1] - H * 0.01],
      ];
      feet = [
        [knees[0][0] + d * H * 0.02, y],
        [knees[1][0] + d * H * 0.03, y],
      ];
    } else {
      knees = [
        [hip[0] - hw * 0.75, hip[1] + H * 0.03],
        [hip[0] + hw * 0.75, hip[1] + H * 0.03],
      ];
      feet = [
        [knees[0][0] - H * 0.01, y],
        [knees[1][0] + H * 0.01, y],
      ];
    }
  } else if (pose === 'sitting-ground') {
    if (turned) {
      knees = [
        [hip[0] + d * H * 0.15, y - H * 0.19],
        [hip[0] + d * H * 0.17, y - H * 0.2],
      ];
      feet = [
        [hip[0] + d * H * 0.25, y],
        [hip[0] + d * H * 0.27, y],
      ];
    } else {
      knees = [
        [hip[0] - H * 0.17, y - H * 0.05],
        [hip[0] + H * 0.17, y - H * 0.05],
      ];
      feet = [
        [hip[0] + H * 0.06, y - H * 0.015],
        [hip[0] - H * 0.06, y - H * 0.015],
      ];
    }
  } else if (pose === 'kneeling') {
    const down: Pt = [x - d * H * 0.01, y - H * 0.01];
    const up: Pt = [x + d * H * 0.19, y - H * 0.22];
    const downFoot: Pt = [x - d * H * 0.22, y];
    const upFoot: Pt = [x + d * H * 0.21, y];
    const nearIsDown = true;
    knees = d > 0 ? [nearIsDown ? down : up, up] : [up, down];
    feet = d > 0 ? [downFoot, upFoot] : [upFoot, downFoot];
  } else if (turned) {
    legs(
      [
        [x - d * H * 0.025 - H * 0.02, y],
        [x - d * H * 0.025 + H * 0.02, y],
      ],
      [
        [d, 0],
        [d, 0],
      ],
    );
  } else {
    legs(
      [
        [x - hw * 0.6, y],
        [x + hw * 0.6, y],
      ],
      [
        [-1, 0],
        [1, 0],
      ],
    );
  }

  // Arms.
  const upper = H * 0.17;
  const fore = H * 0.16;
  const dm = d || (main === 1 ? 1 : -1);
  const side = (i: 0 | 1) => (i === 0 ? -1 : 1);
  const hang = (i: 0 | 1): Pt => [armRoots[i][0] + side(i) * H * (turned ? 0.01 : 0.03) - d * H * 0.01, armRoots[i][1] + upper + fore * 0.97];
  const targets: [Pt, Pt] = [hang(0), hang(1)];
  const prefer: [Pt, Pt] = [
    [-0.4 - d * 0.6, 0.2],
    [0.4 - d * 0.6, 0.2],
  ];
  const other: 0 | 1 = main === 0 ? 1 : 0;
  let stick: Pt | null = null;
  switch (gesture) {
    case 'swing':
      targets[main] = [hip[0] + d * H * 0.1, hip[1] - H * 0.005];
      targets[other] = [hip[0] - d * H * 0.09, hip[1] + H * 0.01];
      prefer[main] = [-d, 0.3];
      prefer[other] = [-d, 0.3];
      break;
    case 'point':
      targets[main] = add(armRoots[main], [dm * H * 0.32, -H * 0.12]);
      prefer[main] = [0, 1];
      break;
    case 'reach':
      targets[main] = add(armRoots[main], [dm * H * 0.3, H * 0.05]);
      prefer[main] = [0, 1];
      break;
    case 'hold':
      targets[0] = [neck[0] + d * H * 0.12 - H * 0.045, neck[1] + H * 0.2];
      targets[1] = [neck[0] + d * H * 0.12 + H * 0.045, neck[1] + H * 0.2];
      prefer[0] = [-1 - d, 0.6];
      prefer[1] = [1 - d, 0.6];
      break;
    case 'hips':
      targets[0] = [hips[0][0] - H * 0.01, hip[1] - H * 0.05];
      targets[1] = [hips[1][0] + H * 0.01, hip[1] - H * 0.05];
      prefer[0] = [-1, -0.1];
      prefer[1] = [1, -0.1];
      break;
    case 'chin':
      targets[main] = [head[0] - d * hh * 0.1, head[1] + hh * 0.7];
      prefer[main] = [-dm * 0.3, 1];
      targets[other] = [hip[0] + dm * H * 0.04, hip[1] - H * 0.08];
      prefer[other] = [side(other), 0.6];
      break;
    case 'forehead':
      targets[main] = [head[0] + (turned ? -d * 0.05 : dm * 0.2) * hh, head[1] - hh * 0.3];
      prefer[main] = [side(main) * 0.5, 1];
      break;
    case 'folded':
      targets[0] = [neck[0] + H * 0.07 + d * H * 0.05, neck[1] + H * 0.17];
      targets[1] = [neck[0] - H * 0.07 + d * H * 0.05, neck[1] + H * 0.15];
      prefer[0] = [-1, 0.8];
      prefer[1] = [1, 0.8];
      break;
    case 'wave':
      targets[main] = add(armRoots[main], [(turned ? -d * 0.04 : dm * 0.12) * H, -H * 0.25]);
      prefer[main] = [turned ? -d : dm, 0.3];
      break;
    case 'knees':
      targets[0] = add(lerp2(hip, knees![0], 0.8), [0, -H * 0.03]);
      targets[1] = add(lerp2(hip, knees![1], 0.8), [0, -H * 0.03]);
      prefer[0] = [-0.3 - d, 0.5];
      prefer[1] = [0.3 - d, 0.5];
      break;
    case 'stick':
      targets[main] = [hip[0] + dm * H * 0.16, hip[1] + H * 0.01];
      prefer[main] = [-dm * 0.3, 1];
      break;
    case 'pot':
      targets[main] = [head[0] + (turned ? -d : dm) * hh * 0.62, head[1] - hh * 0.72];
      prefer[main] = [dm, 0];
      break;
    case 'bag':
      targets[main] = [armRoots[main][0] + dm * H * 0.05, armRoots[main][1] + upper + fore * 0.92];
      prefer[main] = [-dm, 0.2];
      break;
    case 'down':
      break;
  }
  if (o.handTo) {
    targets[main] = o.handTo;
    prefer[main] = [0, 1];
  }
  const a0 = bendToward(armRoots[0], targets[0], upper, fore, prefer[0]);
  const a1 = bendToward(armRoots[1], targets[1], upper, fore, prefer[1]);
  const hands: [Pt, Pt] = [a0.end, a1.end];
  if (gesture === 'stick') {
    const h = hands[main];
    stick = [h[0] + dm * H * 0.03, y];
  }
  return {
    H,
    hh,
    d,
    back,
    main,
    far,
    head,
    neck,
    hip,
    shoulders,
    armRoots,
    waist,
    hips,
    elbows: [a0.mid, a1.mid],
    hands,
    knees: knees!,
    feet: feet!,
    gesture,
    sitting,
    stick,
  };
}

function lerp2(a: Pt, b: Pt, t: number): Pt {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}
