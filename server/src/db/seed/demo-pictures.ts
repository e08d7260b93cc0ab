/**
 * The demo TAT and PPDT pictures: simple pencil-grey scenes drawn here as SVG and rendered to JPEG by
 * sharp when the demo data is seeded (made for SSB Academy, nothing copied). Ambiguous on purpose:
 * people in a setting, no obvious story, as the board's pictures are.
 */

const INK = '#3b3b3b';
const SOFT = '#8a8a8a';
const PAPER = '#ebe7dd';

/** A standing person, feet at (x, y), `h` tall; `lean` tilts the body (degrees), `arm` raises one arm. */
function person(x: number, y: number, h = 260, { lean = 0, arm = 0, shade = INK }: { lean?: number; arm?: number; shade?: string } = {}) {
  const head = h * 0.12;
  const neck = y - h + head * 2;
  const hip = y - h * 0.47;
  return `<g transform="rotate(${lean} ${x} ${y})" stroke="${shade}" stroke-width="${h * 0.045}" stroke-linecap="round" fill="none">
    <circle cx="${x}" cy="${y - h + head}" r="${head}" fill="${shade}" stroke="none"/>
    <path d="M${x} ${neck} L${x} ${hip}"/>
    <path d="M${x} ${hip} L${x - h * 0.1} ${y} M${x} ${hip} L${x + h * 0.1} ${y}"/>
    <path d="M${x} ${neck + h * 0.06} L${x - h * 0.16} ${neck + h * 0.3} M${x} ${neck + h * 0.06} L${x + h * 0.16 + arm * 0.3} ${neck + h * 0.3 - arm}"/>
  </g>`;
}

/** A seated person on a chair, feet at (x, y). */
function seated(x: number, y: number, h = 200, shade = INK) {
  const head = h * 0.14;
  return `<g stroke="${shade}" stroke-width="${h * 0.05}" stroke-linecap="round" fill="none">
    <circle cx="${x}" cy="${y - h + head}" r="${head}" fill="${shade}" stroke="none"/>
    <path d="M${x} ${y - h + head * 2} L${x} ${y - h * 0.4} L${x + h * 0.35} ${y - h * 0.4} L${x + h * 0.35} ${y}"/>
    <path d="M${x} ${y - h * 0.75} L${x + h * 0.3} ${y - h * 0.55}"/>
    <path d="M${x - h * 0.08} ${y - h * 0.38} L${x - h * 0.08} ${y}" stroke="${SOFT}"/>
  </g>`;
}

const ground = (y: number) => `<path d="M0 ${y} L1200 ${y}" stroke="${SOFT}" stroke-width="4"/>`;
const hills = (y: number) => `<path d="M0 ${y} Q200 ${y - 140} 420 ${y - 40} T820 ${y - 70} T1200 ${y - 30} L1200 900 L0 900 Z" fill="#d8d3c6" stroke="${SOFT}" stroke-width="3"/>`;
const tree = (x: number, y: number, s = 1) =>
  `<g><path d="M${x} ${y} L${x} ${y - 170 * s}" stroke="${INK}" stroke-width="${14 * s}"/><circle cx="${x}" cy="${y - 220 * s}" r="${80 * s}" fill="#b9b4a6" stroke="${SOFT}" stroke-width="3"/></g>`;
const house = (x: number, y: number, w = 220) =>
  `<g stroke="${INK}" stroke-width="5" fill="#d2ccbd"><path d="M${x} ${y} L${x} ${y - w * 0.6} L${x + w / 2} ${y - w} L${x + w} ${y - w * 0.6} L${x + w} ${y} Z"/><rect x="${x + w * 0.4}" y="${y - w * 0.35}" width="${w * 0.2}" height="${w * 0.35}" fill="${SOFT}"/></g>`;
const table = (x: number, y: number, w = 300) => `<g stroke="${INK}" stroke-width="8"><path d="M${x} ${y - 110} L${x + w} ${y - 110}"/><path d="M${x + 20} ${y - 110} L${x + 20} ${y} M${x + w - 20} ${y - 110} L${x + w - 20} ${y}"/></g>`;
const clouds = `<path d="M120 170 q60 -60 130 -10 q50 -50 110 0 q60 10 30 50 L140 210 q-60 -10 -20 -40 Z" fill="#d9d5cb" stroke="${SOFT}" stroke-width="3"/><path d="M760 130 q70 -70 150 -10 q60 -40 110 10 q40 40 -10 60 L780 190 q-50 -20 -20 -60 Z" fill="#d9d5cb" stroke="${SOFT}" stroke-width="3"/>`;
const rain = Array.from({ length: 40 }, (_, i) => `<path d="M${(i * 97) % 1200} ${(i * 53) % 500} l-18 46" stroke="${SOFT}" stroke-width="3"/>`).join('');

/** Eleven TAT scenes, in the order shown. */
export const TAT_SCENES: string[] = [
  // A young man at an open door, rain outside, a figure walking away on the road.
  `${rain}${ground(760)}<rect x="180" y="240" width="260" height="520" fill="none" stroke="${INK}" stroke-width="10"/>${person(320, 760, 330)}${person(860, 700, 150, { shade: SOFT })}<path d="M500 760 L1200 640" stroke="${SOFT}" stroke-width="4"/>`,
  // Two people beside a stopped truck on an empty road.
  `${hills(620)}<path d="M0 820 L1200 700" stroke="${INK}" stroke-width="6"/><rect x="520" y="520" width="330" height="170" rx="14" fill="#c9c3b4" stroke="${INK}" stroke-width="6"/><rect x="850" y="570" width="120" height="120" fill="#c9c3b4" stroke="${INK}" stroke-width="6"/><circle cx="600" cy="700" r="38" fill="${INK}"/><circle cx="900" cy="700" r="38" fill="${INK}"/>${person(380, 780, 240, { arm: 60 })}${person(460, 772, 220, { lean: -8 })}`,
  // Someone on a hilltop looking down at a village with smoke rising.
  `${hills(560)}${house(760, 720, 140)}${house(920, 740, 120)}<path d="M830 580 q-30 -60 10 -110 q40 -50 0 -110" stroke="${SOFT}" stroke-width="10" fill="none"/>${person(250, 520, 300, { lean: 4 })}`,
  // A person at a desk under a lamp, a letter in hand, another at the door.
  `${ground(800)}${table(300, 800, 380)}<path d="M620 690 L660 560 L720 560" stroke="${INK}" stroke-width="8" fill="none"/><path d="M690 560 l60 40 l-80 0 Z" fill="${SOFT}"/>${seated(260, 800, 260)}<rect x="340" y="640" width="70" height="50" fill="#f4f1ea" stroke="${INK}" stroke-width="4"/><rect x="900" y="300" width="200" height="500" fill="none" stroke="${INK}" stroke-width="8"/>${person(1000, 800, 320, { shade: SOFT })}`,
  // Three people around a map spread on a table.
  `${ground(800)}${table(380, 800, 440)}<rect x="430" y="665" width="340" height="30" fill="#f4f1ea" stroke="${INK}" stroke-width="4"/>${person(330, 800, 300, { arm: 40 })}${person(600, 640, 200, { shade: SOFT })}${person(880, 800, 300, { lean: -6 })}`,
  // A small boat on rough water, one person rowing, clouds low.
  `${clouds}<path d="M0 620 q100 -40 200 0 t200 0 t200 0 t200 0 t200 0 t200 0 L1200 900 L0 900 Z" fill="#cfcabd" stroke="${SOFT}" stroke-width="4"/><path d="M420 640 L780 640 L730 700 L470 700 Z" fill="${SOFT}" stroke="${INK}" stroke-width="6"/>${person(600, 650, 200, { lean: -12 })}<path d="M560 600 L420 720" stroke="${INK}" stroke-width="8"/>`,
  // One person reaching down to pull another up a slope.
  `<path d="M0 900 L0 500 L700 380 L1200 380 L1200 900 Z" fill="#d8d3c6" stroke="${SOFT}" stroke-width="4"/>${person(760, 380, 260, { lean: 18, arm: -40 })}${person(560, 620, 250, { lean: -25, arm: 80 })}`,
  // A room of seated people facing one who stands at the front.
  `${ground(800)}<rect x="760" y="260" width="360" height="220" fill="none" stroke="${INK}" stroke-width="8"/>${person(940, 800, 320)}${seated(120, 800, 180, SOFT)}${seated(320, 800, 180, SOFT)}${seated(520, 800, 180, SOFT)}${seated(220, 620, 150, SOFT)}${seated(420, 620, 150, SOFT)}`,
  // A person standing by a bed where someone lies, a window behind.
  `${ground(800)}<rect x="700" y="200" width="300" height="260" fill="#f4f1ea" stroke="${INK}" stroke-width="8"/><path d="M850 200 L850 460" stroke="${INK}" stroke-width="6"/><rect x="180" y="610" width="520" height="60" fill="#d2ccbd" stroke="${INK}" stroke-width="6"/><path d="M200 670 L200 800 M680 670 L680 800" stroke="${INK}" stroke-width="8"/><circle cx="250" cy="580" r="38" fill="${INK}"/>${person(820, 800, 330, { lean: -6 })}`,
  // Fields, a tractor, a person walking towards it with something in hand.
  `${hills(600)}<path d="M0 760 L1200 700" stroke="${SOFT}" stroke-width="4"/><rect x="760" y="560" width="200" height="110" fill="#c9c3b4" stroke="${INK}" stroke-width="6"/><circle cx="800" cy="690" r="55" fill="none" stroke="${INK}" stroke-width="12"/><circle cx="930" cy="700" r="30" fill="${INK}"/>${person(360, 800, 280, { arm: 30 })}${tree(140, 760, 0.9)}`,
  // Someone with a bicycle at a crossroads, a signpost, two roads.
  `${hills(560)}<path d="M600 900 L600 620 L200 520 M600 620 L1040 500" stroke="${INK}" stroke-width="10" fill="none"/><path d="M760 640 L760 420 M760 450 L880 430 L860 470 Z M760 500 L650 480 L670 520 Z" stroke="${INK}" stroke-width="8" fill="#d2ccbd"/>${person(520, 860, 300)}<circle cx="380" cy="820" r="55" fill="none" stroke="${INK}" stroke-width="8"/><circle cx="560" cy="820" r="55" fill="none" stroke="${INK}" stroke-width="8"/><path d="M380 820 L460 740 L560 820 M460 740 L520 740" stroke="${INK}" stroke-width="8" fill="none"/>`,
];

/** The PPDT picture, drawn and then blurred: three people near a well, a fourth approaching. */
export const PPDT_SCENE = `${hills(600)}${tree(980, 760)}<ellipse cx="560" cy="700" rx="120" ry="40" fill="${SOFT}" stroke="${INK}" stroke-width="6"/><path d="M440 700 L440 620 M680 700 L680 620 M420 620 L700 620" stroke="${INK}" stroke-width="8"/>${person(360, 780, 260)}${person(760, 780, 250, { lean: -5 })}${person(620, 820, 230, { arm: 50 })}${person(1080, 760, 170, { shade: SOFT })}`;

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900"><rect width="1200" height="900" fill="${PAPER}"/>${body}</svg>`;

/** A scene as the JPEG the studio shows; `hazy` blurs it as a PPDT picture is. */
export async function renderScene(body: string, hazy = false): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  const image = sharp(Buffer.from(svg(body)));
  return (hazy ? image.blur(6) : image).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}
