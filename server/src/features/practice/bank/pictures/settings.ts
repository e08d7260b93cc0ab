import { lerp, type Pt } from './geometry';
import { TEXTURE } from './paper';
import { Pencil, WHITE } from './pencil';
import { bench, boat, charpai, lampPost, sandbags, shelf, table, tent, toolRack, well } from './props';
import { BG, FG, box, clouds, grass, hills, horizon, hut, night, pine, rect, room, tree, window } from './scenery';

/**
 * The places the scenes happen in: each draws the whole background of the 960 x 720 sheet. People
 * stand on the ground below `GROUND` (about y 560 to 700 for the front of the picture).
 */
export type Setting = (p: Pencil) => string;

export const villageWell: Setting = (p) =>
  clouds(p, [
    [200, 120, 1],
    [700, 80, 1.3],
  ]) +
  hills(p, 330, [20, 60, 40, 90, 50, 30, 70, 40]) +
  horizon(p, 360, 6) +
  hut(p, 60, 400, 170) +
  hut(p, 700, 380, 150) +
  tree(p, 880, 420, 0.9) +
  well(p, 520, 520, 220);

export const farmField: Setting = (p) => {
  let out =
    clouds(p, [
      [600, 110, 1.4],
      [180, 170, 0.9],
    ]) +
    hills(p, 300, [10, 30, 20, 45, 25, 15, 30, 20], TEXTURE.light) +
    horizon(p, 320, 0);
  for (let i = -6; i <= 10; i++)
    out += p.line(
      [
        [400 + i * 40, 322],
        [400 + i * 170, 730],
      ],
      { ...BG, tone: 0.35, passes: 1 },
    );
  out += tree(p, 120, 340, 0.7) + tree(p, 830, 330, 0.55) + hut(p, 620, 330, 90);
  for (let i = 0; i < 14; i++) out += grass(p, 30 + i * 68 + p.jit(10), 690 + p.jit(10), 1.2);
  return out;
};

export const hillRoad: Setting = (p) => {
  let out = hills(p, 260, [80, 150, 110, 190, 120, 160, 90, 130], TEXTURE.mid);
  out += hills(p, 380, [30, 70, 50, 90, 40, 60, 30, 50], TEXTURE.light);
  // A road winding down from a bend in the hills to the front of the picture.
  const left: Pt[] = [
    [560, 382],
    [470, 440],
    [500, 520],
    [330, 620],
    [120, 730],
  ];
  const right: Pt[] = [
    [880, 730],
    [720, 600],
    [680, 500],
    [610, 430],
    [600, 382],
  ];
  out += p.shape([...left, ...right], { ...BG, fill: [WHITE], smooth: true });
  out += p.shape([...left.slice(2), [120, 740], [-10, 740], [-10, 560]], {
    fill: TEXTURE.light,
    bare: true,
    smooth: true,
  });
  // Stones along the outer edge.
  for (let i = 0; i < 7; i++) {
    const [x, y] = lerp(right[0]!, right[2]!, i / 7);
    out += p.ellipse(x + 22 + i * 2, y, 16 - i, 9 - i * 0.6, {
      ...BG,
      fill: [WHITE, TEXTURE.mid],
    });
  }
  out += pine(p, 120, 470, 1.3) + pine(p, 200, 430, 0.9) + pine(p, 880, 420, 1);
  return out;
};

export const railwayPlatform: Setting = (p) => {
  let out = rect(p, -10, 60, 980, 30, [WHITE, TEXTURE.mid], FG);
  for (const x of [140, 480, 820]) out += rect(p, x, 90, 24, 470, [WHITE, TEXTURE.vertical], FG);
  out += p.shape(box(-10, 560, 980, 30), { ...FG, fill: [WHITE, TEXTURE.mid] });
  out += p.shape(box(-10, 590, 980, 140), {
    ...BG,
    fill: [WHITE, TEXTURE.flat],
  });
  for (const y of [640, 700])
    out += p.line(
      [
        [0, y],
        [960, y],
      ],
      { ...FG, w: 5 },
    );
  for (let x = 20; x < 960; x += 70)
    out += p.line(
      [
        [x, 625],
        [x - 20, 720],
      ],
      { ...BG, w: 6, tone: 0.4 },
    );
  out += p.line(
    [
      [0, 300],
      [960, 300],
    ],
    { ...BG, tone: 0.3 },
  );
  out +=
    p.ellipse(480, 150, 30, 30, { ...FG, fill: WHITE }) +
    p.line(
      [
        [480, 150],
        [480, 132],
        [480, 150],
        [494, 156],
      ],
      { ...FG, w: 2 },
    );
  return out;
};

export const classroom: Setting = (p) => {
  let out = room(p, 500);
  out += rect(p, 250, 90, 460, 220, [WHITE, TEXTURE.dark], FG);
  out += rect(p, 240, 310, 480, 12, [WHITE, TEXTURE.mid], FG);
  out += window(p, 40, 110, 150, 200, 2) + window(p, 790, 110, 140, 200, 2);
  out += table(p, 340, 520, 280, 110);
  return out;
};

export const hospitalWard: Setting = (p) => {
  let out = room(p, 480, TEXTURE.light);
  out += window(p, 560, 90, 220, 230, 3);
  out += p.line(
    [
      [40, 60],
      [420, 60],
    ],
    { ...FG, w: 3 },
  );
  for (let i = 0; i < 6; i++)
    out += p.line(
      [
        [60 + i * 50, 60],
        [50 + i * 52 + p.jit(6), 470],
      ],
      { ...BG, tone: 0.3 },
    );
  out +=
    p.line(
      [
        [880, 480],
        [880, 150],
        [850, 150],
      ],
      { ...FG, w: 4 },
    ) + rect(p, 838, 150, 30, 50, [WHITE, TEXTURE.light], FG);
  return out;
};

export const office: Setting = (p) => {
  let out = room(p, 470);
  out += window(p, 80, 80, 260, 220, 0, TEXTURE.light);
  for (let y = 100; y < 300; y += 22)
    out += p.line(
      [
        [84, y],
        [336, y],
      ],
      { ...BG, tone: 0.4, passes: 1 },
    );
  out +=
    rect(p, 720, 120, 200, 360, [WHITE, TEXTURE.light], FG) +
    p.line(
      [
        [820, 120],
        [820, 480],
      ],
      FG,
    );
  out += rect(p, 420, 120, 180, 120, [WHITE, TEXTURE.light], FG);
  return out;
};

export const kitchen: Setting = (p) => {
  let out = room(p, 470, TEXTURE.light);
  out += shelf(p, 60, 150, 320, 2, 'vessels');
  out += window(p, 460, 80, 200, 170, 2);
  out += rect(p, 420, 370, 520, 110, [WHITE, TEXTURE.mid], FG) + rect(p, 410, 360, 540, 14, [WHITE], FG);
  out += rect(p, 700, 340, 120, 22, [WHITE, TEXTURE.dark], FG) + p.ellipse(730, 335, 24, 8, FG) + p.ellipse(790, 335, 24, 8, FG);
  return out;
};

export const riverBank: Setting = (p) => {
  let out = hills(p, 300, [40, 70, 50, 30, 60, 80, 50, 40], TEXTURE.light);
  out += tree(p, 620, 310, 0.5) + tree(p, 760, 300, 0.6);
  out += p.shape(box(-10, 300, 980, 230), {
    ...BG,
    fill: [WHITE, TEXTURE.flat],
  });
  for (let i = 0; i < 10; i++)
    out += p.line(
      [
        [40 + p.random() * 800, 340 + i * 18],
        [100 + p.random() * 840, 340 + i * 18],
      ],
      { ...BG, tone: 0.35, passes: 1 },
    );
  out += p.shape(
    [
      [-10, 520],
      [300, 500],
      [700, 530],
      [970, 510],
      [970, 730],
      [-10, 730],
    ],
    { ...BG, fill: [WHITE], smooth: true },
  );
  out += boat(p, 760, 540, 300);
  for (let i = 0; i < 5; i++) out += grass(p, 60 + i * 180, 640 + p.jit(30), 1.2);
  return out;
};

export const mountainTrail: Setting = (p) => {
  let out = p.shape(
    [
      [-10, 360],
      [160, 120],
      [260, 200],
      [420, 60],
      [600, 240],
      [720, 140],
      [970, 330],
      [970, 420],
      [-10, 420],
    ],
    { ...BG, fill: [WHITE] },
  );
  out += p.shape(
    [
      [420, 60],
      [600, 240],
      [520, 250],
      [470, 180],
    ],
    { fill: TEXTURE.mid, bare: true },
  );
  out += p.shape(
    [
      [160, 120],
      [260, 200],
      [200, 260],
      [150, 200],
    ],
    { fill: TEXTURE.mid, bare: true },
  );
  out += p.shape(
    [
      [720, 140],
      [970, 330],
      [820, 330],
    ],
    { fill: TEXTURE.mid, bare: true },
  );
  out += hills(p, 470, [40, 90, 60, 20, 70, 110, 80, 50], TEXTURE.light);
  out += p.line(
    [
      [380, 730],
      [450, 600],
      [560, 520],
      [640, 470],
    ],
    { ...BG, smooth: true },
  );
  out += p.line(
    [
      [700, 730],
      [640, 600],
      [660, 520],
      [690, 470],
    ],
    { ...BG, smooth: true },
  );
  for (const [x, y, s] of [
    [90, 560, 1.3],
    [160, 600, 1],
    [860, 580, 1.4],
    [920, 520, 0.9],
  ] as const)
    out += pine(p, x, y, s);
  for (const [x, y] of [
    [300, 680],
    [780, 700],
    [560, 650],
  ] as const)
    out += p.ellipse(x, y, 44, 20, { ...BG, fill: [WHITE, TEXTURE.light] });
  return out;
};

export const cityStreet: Setting = (p) => {
  let out = '';
  const blocks: [number, number, number][] = [
    [-10, 80, 220],
    [210, 140, 200],
    [410, 60, 180],
    [590, 120, 170],
    [760, 40, 210],
  ];
  for (const [x, top, w] of blocks) {
    out += rect(p, x, top, w, 440 - top, [WHITE, TEXTURE.light], BG);
    for (let y = top + 30; y < 360; y += 70)
      for (let wx = x + 24; wx < x + w - 40; wx += 60)
        out += rect(p, wx, y, 32, 40, [WHITE, TEXTURE.mid], {
          ...BG,
          passes: 1,
        });
  }
  out += p.shape(box(-10, 440, 980, 40), {
    ...FG,
    fill: [WHITE, TEXTURE.light],
  });
  out += p.line(
    [
      [0, 480],
      [960, 480],
    ],
    FG,
  );
  out += p.line(
    [
      [0, 600],
      [960, 600],
    ],
    { ...BG, tone: 0.3 },
  );
  out += lampPost(p, 900, 560, 400);
  return out;
};

export const nightDoor: Setting = (p) => {
  let out = night(p, 720);
  out += `<circle cx="120" cy="110" r="34" fill="${WHITE}"/>`;
  out += rect(p, 260, 100, 720, 520, [WHITE, TEXTURE.mid, TEXTURE.light], FG);
  out += p.shape(
    [
      [240, 100],
      [560, -20],
      [980, 100],
    ],
    { ...FG, fill: [WHITE, TEXTURE.dark] },
  );
  out += `<rect x="480" y="240" width="170" height="380" fill="#fbf6e8"/>`;
  out += `<ellipse cx="565" cy="640" rx="200" ry="60" fill="#fbf6e8" fill-opacity=".7"/>`;
  out += rect(p, 480, 240, 170, 380, [], FG);
  out += p.shape(
    [
      [480, 240],
      [420, 270],
      [420, 600],
      [480, 620],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid] },
  );
  out += window(p, 760, 260, 120, 110, 2, TEXTURE.dark);
  out += p.shape(box(-10, 620, 980, 110), { fill: TEXTURE.mid, bare: true });
  return out;
};

export const playground: Setting = (p) => {
  let out = horizon(p, 330, 4) + rect(p, 560, 180, 360, 150, [WHITE, TEXTURE.light], BG);
  for (let x = 580; x < 900; x += 60) out += window(p, x, 210, 36, 40, 1, TEXTURE.mid);
  out += tree(p, 90, 360, 0.9) + tree(p, 420, 340, 0.6);
  out += p.line(
    [
      [640, 560],
      [640, 380],
      [820, 380],
      [820, 520],
    ],
    { ...FG, w: 6 },
  );
  out += p.line(
    [
      [720, 380],
      [720, 470],
      [760, 470],
      [760, 380],
    ],
    { ...BG, w: 2 },
  );
  out += rect(p, 712, 468, 56, 8, [WHITE, TEXTURE.dark], FG);
  out += p.ellipse(260, 640, 22, 22, { ...FG, fill: [WHITE, TEXTURE.light] });
  return out;
};

export const armyPost: Setting = (p) => {
  let out = hills(p, 300, [60, 140, 90, 170, 80, 120, 60, 100], TEXTURE.mid) + horizon(p, 340, 6);
  out += tent(p, 160, 440, 260) + tent(p, 820, 420, 220);
  out += sandbags(p, 380, 470, 6, 3);
  out += p.line(
    [
      [700, 440],
      [700, 160],
    ],
    { ...FG, w: 4 },
  );
  return out;
};

export const workshop: Setting = (p) => {
  let out = room(p, 470);
  out += toolRack(p, 60, 120);
  out += window(p, 420, 80, 200, 150, 3, TEXTURE.light);
  out +=
    p.line(
      [
        [760, 0],
        [760, 120],
      ],
      { ...BG, w: 2 },
    ) +
    p.shape(
      [
        [720, 120],
        [800, 120],
        [780, 150],
        [740, 150],
      ],
      { ...FG, fill: WHITE },
    );
  out += `<ellipse cx="760" cy="210" rx="110" ry="80" fill="#fffaf0" fill-opacity=".35"/>`;
  out += rect(p, 560, 350, 380, 26, [WHITE, TEXTURE.mid], FG) + rect(p, 580, 376, 340, 110, [WHITE, TEXTURE.light], BG);
  out += p.ellipse(640, 330, 40, 20, { ...FG, fill: [WHITE, TEXTURE.dark] });
  return out;
};

export const shopFront: Setting = (p) => {
  let out = rect(p, -10, -10, 980, 520, [WHITE, TEXTURE.vertical], BG);
  const awning = [
    [-10, 40],
    [970, 40],
    [940, 120],
    [10, 120],
  ] as const;
  out += p.shape(awning, { ...FG, fill: [WHITE] });
  for (let x = 0; x < 960; x += 80)
    out += p.shape(
      [
        [x, 40],
        [x + 40, 40],
        [x + 40, 120],
        [x, 120],
      ],
      { fill: TEXTURE.mid, bare: true },
    );
  out += shelf(p, 80, 230, 800, 3, 'packets');
  out += p.line(
    [
      [0, 690],
      [960, 690],
    ],
    { ...BG, tone: 0.3 },
  );
  return out;
};

export const courtyard: Setting = (p) => {
  let out =
    tree(p, 860, 250, 1.3) +
    tree(p, 120, 240, 0.9) +
    rect(p, -10, 120, 980, 330, [WHITE, TEXTURE.vertical], BG) +
    p.shape(
      [
        [-10, 120],
        [970, 120],
        [970, 90],
        [-10, 90],
      ],
      { ...BG, fill: [WHITE, TEXTURE.mid] },
    );
  out += rect(p, 120, 230, 120, 220, [WHITE, TEXTURE.dark], FG) + rect(p, 700, 240, 130, 100, [WHITE, TEXTURE.mid], FG);
  out += p.line(
    [
      [0, 450],
      [960, 450],
    ],
    FG,
  );
  out += charpai(p, 380, 560, 300, 60);
  return out;
};

export const busStop: Setting = (p) => {
  let out = hills(p, 330, [20, 40, 30, 60, 35, 25, 45, 20], TEXTURE.light) + horizon(p, 360, 5);
  out += p.shape(
    [
      [-10, 520],
      [970, 470],
      [970, 560],
      [-10, 620],
    ],
    { ...BG, fill: [WHITE, TEXTURE.light] },
  );
  out += p.line(
    [
      [420, 560],
      [420, 250],
      [760, 230],
      [760, 540],
    ],
    { ...FG, w: 6 },
  );
  out += p.shape(
    [
      [400, 250],
      [780, 228],
      [790, 200],
      [390, 226],
    ],
    { ...FG, fill: [WHITE, TEXTURE.mid] },
  );
  out += bench(p, 460, 560, 260, 80, false);
  out += tree(p, 120, 470, 1) + tree(p, 870, 520, 0.7);
  return out;
};

export const homeRoom: Setting = (p) => {
  let out = room(p, 470);
  out += window(p, 600, 100, 200, 210, 2);
  out += rect(p, 80, 150, 160, 120, [WHITE, TEXTURE.light], FG) + rect(p, 90, 160, 140, 100, [WHITE, TEXTURE.mid], BG);
  out += rect(p, 80, 360, 280, 120, [WHITE, TEXTURE.light], FG);
  return out;
};

export const GROUND = 640;
