import { projectDrawing } from '../../content/stand-ins';

/**
 * Flat illustrations in the brand colours: one per service, roof-type and commercial page, and a
 * hero per region. They are drawn, and look drawn, so no visitor takes them for a photo of a job;
 * the owner's photos replace them (see images/stand-ins.json and `npm run images:report`).
 * Each is a small SVG (a few KB), lighter than any photo it stands in for.
 */

const W = 1600;
const H = 900;
const C = {
  navy: '#12325b',
  navyDark: '#0a1f3a',
  blue: '#1d4f86',
  sky: '#dbe7f5',
  skyHigh: '#b9cfe8',
  amber: '#f2a516',
  amberDark: '#c98200',
  cream: '#f6efe2',
  wall: '#e9e1d3',
  wallShade: '#d8cdb9',
  grass: '#8fb07a',
  grassDark: '#6f9260',
  earth: '#c9784a',
  wheat: '#e3c46f',
  wheatDark: '#cfa94c',
  grey: '#8a96a6',
  greyLight: '#c3cbd6',
  white: '#ffffff',
  storm: '#4a5a70',
  tarp: '#2f7fd1',
};

type Region = 'oklahoma' | 'kansas' | 'missouri' | 'plain';
type Roof = 'shingle' | 'metal' | 'old-new' | 'patched' | 'frame' | 'tarp' | 'storm-damaged';

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${body}</svg>\n`;

function sky(mood: 'day' | 'storm' | 'dusk' = 'day'): string {
  const [top, bottom] =
    mood === 'storm' ? [C.storm, '#8c9bb0'] : mood === 'dusk' ? [C.navy, '#6d86b0'] : [C.skyHigh, C.sky];
  return `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#s)"/>`;
}

function sun(x: number, y: number, color = C.amber): string {
  return `<circle cx="${x}" cy="${y}" r="70" fill="${color}" opacity=".9"/>`;
}

function cloud(x: number, y: number, scale = 1, color = C.white): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${color}"><ellipse cx="0" cy="0" rx="90" ry="38"/><ellipse cx="60" cy="-22" rx="62" ry="44"/><ellipse cx="120" cy="4" rx="70" ry="32"/></g>`;
}

function ground(region: Region): string {
  switch (region) {
    case 'oklahoma':
      // Green Country: rolling hills over red earth.
      return `<path d="M0 640 C300 560 520 610 800 590 S1300 540 1600 600 V900 H0Z" fill="${C.grass}"/><path d="M0 720 C400 660 900 700 1600 680 V900 H0Z" fill="${C.grassDark}"/><path d="M0 820 C500 790 1100 810 1600 790 V900 H0Z" fill="${C.earth}"/>`;
    case 'kansas':
      // Wheat country: golden field rows under a wide sky.
      return `<path d="M0 650 H1600 V900 H0Z" fill="${C.wheat}"/>${Array.from({ length: 7 }, (_, i) => `<path d="M0 ${680 + i * 32} C500 ${670 + i * 32} 1100 ${690 + i * 32} 1600 ${675 + i * 32}" stroke="${C.wheatDark}" stroke-width="6" fill="none"/>`).join('')}`;
    case 'missouri':
      // The Kansas City skyline across the river.
      return `<g fill="${C.blue}" opacity=".55">${[
        [380, 120, 300],
        [520, 80, 380],
        [620, 110, 260],
        [760, 70, 420],
        [860, 120, 310],
        [1000, 90, 350],
      ]
        .map(([x, w, h]) => `<rect x="${x}" y="${640 - h!}" width="${w}" height="${h}"/>`)
        .join(
          '',
        )}</g><path d="M0 640 H1600 V700 H0Z" fill="${C.skyHigh}"/><path d="M0 700 C400 680 1000 720 1600 690 V900 H0Z" fill="${C.grass}"/>`;
    default:
      return `<path d="M0 660 C400 620 1100 650 1600 630 V900 H0Z" fill="${C.grass}"/><path d="M0 760 C600 730 1100 760 1600 740 V900 H0Z" fill="${C.grassDark}"/>`;
  }
}

function tree(x: number, y: number, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-8" y="0" width="16" height="60" fill="#6b4f36"/><circle cx="0" cy="-20" r="52" fill="${C.grassDark}"/><circle cx="-30" cy="5" r="36" fill="${C.grassDark}"/><circle cx="30" cy="5" r="36" fill="${C.grassDark}"/></g>`;
}

interface HouseLook {
  /** Wall width; a ranch is wider than the default 520. */
  w?: number;
  /** Ridge height above the walls. */
  pitch?: number;
  wall?: string;
  /** Shingle field and course-line colours. */
  shingle?: [string, string];
  chimney?: boolean;
  /** Two storeys: taller walls with an upper row of windows. */
  tall?: boolean;
  /** A front gable over the door, its valleys flashed in copper. */
  copperValleys?: boolean;
}

/** A gable house; the roof is what the page is about. */
function house(roof: Roof, x = 900, y = 360, look: HouseLook = {}): string {
  const w = look.w ?? 520;
  const wallTop = y + (look.pitch ?? 190);
  const ridge = `${x + w / 2},${y}`;
  const roofPath = `M${x - 50} ${wallTop} L${ridge} L${x + w + 50} ${wallTop} Z`;
  const chimney = look.chimney
    ? `<rect x="${x + w - 150}" y="${y + 20}" width="60" height="${wallTop - y - 40}" fill="#a4523a"/><rect x="${x + w - 160}" y="${y + 10}" width="80" height="18" fill="#7e3b28"/>`
    : '';
  const wallH = look.tall ? 340 : 240;
  const lower = look.tall ? 100 : 0;
  const upper = look.tall
    ? [70, w / 2 - 55, w - 180]
        .map(
          (dx) =>
            `<rect x="${x + dx}" y="${wallTop + 50}" width="110" height="80" fill="${C.skyHigh}" stroke="${C.navy}" stroke-width="8"/>`,
        )
        .join('')
    : '';
  const walls = `${chimney}<rect x="${x}" y="${wallTop}" width="${w}" height="${wallH}" fill="${look.wall ?? C.wall}"/>${upper}<rect x="${x}" y="${wallTop}" width="${w}" height="20" fill="${C.wallShade}"/><rect x="${x + 70}" y="${wallTop + lower + 70}" width="110" height="90" fill="${C.skyHigh}" stroke="${C.navy}" stroke-width="8"/><rect x="${x + w - 180}" y="${wallTop + lower + 70}" width="110" height="90" fill="${C.skyHigh}" stroke="${C.navy}" stroke-width="8"/><rect x="${x + w / 2 - 45}" y="${wallTop + lower + 100}" width="90" height="140" fill="${C.navy}"/><circle cx="${x + w / 2 + 30}" cy="${wallTop + lower + 175}" r="6" fill="${C.amber}"/>`;
  const clip = `<clipPath id="r"><path d="${roofPath}"/></clipPath>`;
  const rows = (color: string, line: string, fromX = x - 60, toX = x + w + 60) =>
    `<g clip-path="url(#r)"><rect x="${fromX}" y="${y}" width="${toX - fromX}" height="${wallTop - y}" fill="${color}"/>${Array.from({ length: Math.ceil((wallTop - y - 30) / 24) }, (_, i) => `<path d="M${fromX} ${y + 30 + i * 24} H${toX}" stroke="${line}" stroke-width="4"/>`).join('')}</g>`;
  let roofArt: string;
  switch (roof) {
    case 'metal':
      roofArt = `<g clip-path="url(#r)"><rect x="${x - 60}" y="${y}" width="${w + 120}" height="${wallTop - y}" fill="#3b4656"/>${Array.from({ length: Math.ceil((w + 100) / 36) }, (_, i) => `<path d="M${x - 40 + i * 36} ${y} V${wallTop}" stroke="#5d6b7e" stroke-width="6"/>`).join('')}</g>`;
      break;
    case 'old-new':
      roofArt = rows(C.greyLight, C.grey, x - 60, x + w / 2) + rows(C.navy, C.blue, x + w / 2, x + w + 60);
      break;
    case 'patched':
      roofArt = `${rows(C.navy, C.blue)}<rect x="${x + 300}" y="${y + 100}" width="90" height="60" fill="${C.amber}" clip-path="url(#r)"/><path d="M${x + 420} ${wallTop + 230} L${x + 500} ${y + 120}" stroke="${C.amberDark}" stroke-width="12"/><path d="M${x + 450} ${wallTop + 232} L${x + 530} ${y + 122}" stroke="${C.amberDark}" stroke-width="12"/>${Array.from({ length: 9 }, (_, i) => `<path d="M${x + 425 + i * 1.1 * 8.5} ${wallTop + 215 - i * 37} h40" stroke="${C.amberDark}" stroke-width="8"/>`).join('')}`;
      break;
    case 'frame':
      roofArt = `<g stroke="#a9825a" stroke-width="10" fill="none">${Array.from({ length: 7 }, (_, i) => `<path d="M${x - 50 + i * 8} ${wallTop} L${x + w / 2} ${y + i * 4} L${x + w + 50 - i * 8} ${wallTop}"/>`).join('')}<path d="M${x + 40} ${wallTop - 40} H${x + w - 40}"/><path d="M${x + w / 2} ${y} V${wallTop}"/></g>`;
      break;
    case 'tarp':
      roofArt = `${rows(C.navy, C.blue)}<path d="M${x + 120} ${wallTop - 40} L${x + w / 2 - 10} ${y + 30} L${x + w / 2 + 120} ${y + 110} L${x + 240} ${wallTop - 20} Z" fill="${C.tarp}"/><path d="M${x + 130} ${wallTop - 40} L${x + w / 2} ${y + 40}" stroke="#1c5ea6" stroke-width="6"/>`;
      break;
    case 'storm-damaged': {
      // Hail-bruised, faded shingles: bare decking where tabs blew off, tabs lifted by the wind,
      // hail marks across the field and a blue tarp over the worst of it.
      const slope = (dx: number) => y + ((wallTop - y) * Math.abs(dx - w / 2)) / (w / 2 + 50);
      const bare = [
        [0.2, 0.55],
        [0.62, 0.42],
        [0.78, 0.7],
      ]
        .map(([fx, fy]) => {
          const bx = x + w * fx!;
          const by = slope(bx - x) + (wallTop - slope(bx - x)) * fy!;
          return `<rect x="${bx}" y="${by}" width="74" height="44" fill="#c8a77a"/><path d="M${bx} ${by + 22} h74 M${bx + 36} ${by} v22" stroke="#a3845c" stroke-width="3"/>`;
        })
        .join('');
      const lifted = [0.32, 0.48, 0.7, 0.86]
        .map((fx, i) => {
          const lx = x + w * fx;
          const ly = wallTop - 36 - (i % 2) * 40;
          return `<path d="M${lx} ${ly} l44 0 l-6 -22 l-44 6 Z" fill="#8d8779" stroke="#5f5a50" stroke-width="3"/>`;
        })
        .join('');
      const marks = Array.from({ length: 22 }, (_, i) => {
        const mx = x + 30 + ((i * 157) % (w - 60));
        const top = slope(mx - x);
        const my = top + 26 + ((i * 61) % Math.max(30, wallTop - top - 44));
        return `<circle cx="${mx}" cy="${my}" r="${4 + (i % 3) * 1.5}" fill="#57524a"/>`;
      }).join('');
      // The tarp lies on the right-hand slope, its top edge along the roof line, held by boards.
      const [t1, t2] = [x + w / 2 + 50, x + w / 2 + 250];
      const tarpBottom = wallTop - 36;
      const tarp = `<path d="M${t1} ${slope(t1 - x) + 10} L${t2} ${slope(t2 - x) + 10} L${t2 + 10} ${tarpBottom} L${t1 - 10} ${tarpBottom} Z" fill="${C.tarp}" stroke="#1c5ea6" stroke-width="6" stroke-linejoin="round"/><path d="M${t1 + 40} ${slope(t1 + 40 - x) + 20} L${t1 + 70} ${tarpBottom - 8} M${t2 - 60} ${slope(t2 - 60 - x) + 20} L${t2 - 40} ${tarpBottom - 8}" stroke="#1c5ea6" stroke-width="4"/><rect x="${t1 - 16}" y="${tarpBottom - 12}" width="${t2 - t1 + 32}" height="16" fill="#a9825a"/>`;
      roofArt = `${rows('#a59f90', '#8d8779')}<g clip-path="url(#r)">${bare}${marks}${lifted}${tarp}</g>`;
      break;
    }
    default:
      roofArt = rows(...(look.shingle ?? [C.navy, C.blue]));
  }
  const [field, course] = look.shingle ?? [C.navy, C.blue];
  const gable = look.copperValleys
    ? `<path d="M${x + w / 2 - 130} ${wallTop + 6} L${x + w / 2} ${wallTop - 130} L${x + w / 2 + 130} ${wallTop + 6} Z" fill="${field}" stroke="${course}" stroke-width="4"/><path d="M${x + w / 2 - 130} ${wallTop + 6} L${x + w / 2} ${wallTop - 130} L${x + w / 2 + 130} ${wallTop + 6}" fill="none" stroke="#d9822b" stroke-width="12" stroke-linejoin="round"/><path d="M${x + w / 2 - 90} ${wallTop + 6} L${x + w / 2} ${wallTop - 86} L${x + w / 2 + 90} ${wallTop + 6} Z" fill="${look.wall ?? C.wall}"/>`
    : '';
  return `${clip}${walls}${roofArt}<path d="${roofPath}" fill="none" stroke="${C.navyDark}" stroke-width="10" stroke-linejoin="round"/>${gable}`;
}

/** The crew's pickup with a ladder on the rack, parked in front of the job. */
function truck(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})"><rect x="0" y="-70" width="300" height="70" rx="10" fill="${C.navy}"/><path d="M180 -70 L200 -130 H270 L300 -70 Z" fill="${C.navy}"/><path d="M207 -120 H262 L282 -78 H196 Z" fill="${C.skyHigh}"/><rect x="20" y="-58" width="140" height="10" fill="${C.amber}"/><path d="M-20 -96 H190 M-20 -80 H190" stroke="${C.greyLight}" stroke-width="8"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${-8 + i * 26} -96 V-80" stroke="${C.greyLight}" stroke-width="6"/>`).join('')}<circle cx="65" cy="0" r="30" fill="${C.navyDark}"/><circle cx="240" cy="0" r="30" fill="${C.navyDark}"/><circle cx="65" cy="0" r="12" fill="${C.greyLight}"/><circle cx="240" cy="0" r="12" fill="${C.greyLight}"/></g>`;
}

/** A ladder leaning on the eaves. */
function ladder(x: number, top: number, bottom: number): string {
  return `<g stroke="${C.amberDark}" stroke-width="10"><path d="M${x} ${bottom} L${x + 60} ${top}"/><path d="M${x + 50} ${bottom} L${x + 110} ${top}"/>${Array.from(
    { length: Math.floor((bottom - top) / 40) },
    (_, i) => {
      const t = (i + 0.5) / Math.floor((bottom - top) / 40);
      return `<path d="M${x + 60 * (1 - t)} ${top + (bottom - top) * (1 - t)} h50" stroke-width="7"/>`;
    },
  ).join('')}</g>`;
}

/** A storm moving off: grey cloud and a few hailstones left on the lawn. */
function passingStorm(): string {
  return `${cloud(140, 150, 1.6, '#8c9bb0')}${cloud(420, 110, 1.1, '#a5b2c4')}<g fill="${C.white}">${Array.from({ length: 14 }, (_, i) => `<circle cx="${60 + ((i * 113) % 1500)}" cy="${800 + ((i * 37) % 80)}" r="8"/>`).join('')}</g>`;
}

/** A shop front under the flat roof: awnings in the brand colours and a parking lot. */
function storefronts(x = 760, y = 470): string {
  return `<path d="M0 820 H1600 V900 H0Z" fill="${C.grey}"/>${Array.from({ length: 6 }, (_, i) => `<path d="M${120 + i * 240} 840 h120" stroke="${C.white}" stroke-width="8"/>`).join('')}${Array.from({ length: 5 }, (_, i) => `<path d="M${x + 30 + i * 145} ${y + 50} h120 l-14 36 h-92 Z" fill="${i % 2 ? C.navy : C.amber}"/>`).join('')}`;
}

/** The church behind its fellowship hall: a gable nave with a steeple. */
function church(x: number, y: number): string {
  return `<path d="M${x} ${y + 260} V${y + 80} L${x + 160} ${y - 40} L${x + 320} ${y + 80} V${y + 260} Z" fill="${C.cream}" stroke="${C.navy}" stroke-width="6"/><path d="M${x + 130} ${y + 120} a30 30 0 0 1 60 0 v80 h-60 Z" fill="${C.skyHigh}" stroke="${C.navy}" stroke-width="6"/><path d="M${x + 120} ${y - 20} V${y - 180} L${x + 160} ${y - 280} L${x + 200} ${y - 180} V${y - 20} Z" fill="${C.cream}" stroke="${C.navy}" stroke-width="6"/><path d="M${x + 160} ${y - 250} V${y - 200} M${x + 142} ${y - 232} H${x + 178}" stroke="${C.navy}" stroke-width="6"/>`;
}

/** New chimney flashing, drawn larger than life so the eye goes to it. */
function flashingCallout(x: number, y: number): string {
  return `<circle cx="${x}" cy="${y}" r="120" fill="${C.white}" fill-opacity=".9" stroke="${C.amber}" stroke-width="14"/><rect x="${x - 40}" y="${y - 90}" width="80" height="130" fill="#a4523a"/><path d="M${x - 40} ${y - 60} h80 M${x - 40} ${y - 30} h80 M${x - 40} ${y} h80" stroke="#7e3b28" stroke-width="5"/><path d="M${x - 100} ${y + 70} L${x - 40} ${y + 20} H${x + 40} L${x + 100} ${y + 70}" fill="none" stroke="${C.greyLight}" stroke-width="18"/><path d="M${x - 60} ${y + 40} l20 -20 M${x + 60} ${y + 40} l-20 -20" stroke="${C.grey}" stroke-width="8"/>`;
}

/** A builder's yard sign and a young tree: a house just finished. */
function newBuildSign(x: number, y: number): string {
  return `<rect x="${x}" y="${y - 10}" width="10" height="110" fill="#6b4f36"/><rect x="${x + 70}" y="${y - 10}" width="10" height="110" fill="#6b4f36"/><rect x="${x - 20}" y="${y - 80}" width="120" height="80" rx="6" fill="${C.white}" stroke="${C.navy}" stroke-width="6"/><path d="M${x} ${y - 50} h80 M${x} ${y - 28} h52" stroke="${C.amber}" stroke-width="10"/>`;
}

/** A low commercial building with a flat roof: membrane colour, seams, rooftop units. */
function flatBuilding(
  membrane: 'white' | 'black' | 'grey',
  extra: 'units' | 'steeple' | 'none' = 'units',
  x = 760,
  y = 470,
): string {
  const w = 760;
  const fill = { white: '#f4f6f8', black: '#2b2f36', grey: '#9aa6b5' }[membrane];
  const seam = { white: '#cfd6df', black: '#454b55', grey: '#7f8b9b' }[membrane];
  const roof = `<path d="M${x - 20} ${y} L${x + 60} ${y - 70} H${x + w + 60} L${x + w + 20} ${y} Z" fill="${fill}"/>${Array.from({ length: 8 }, (_, i) => `<path d="M${x + 40 + i * 95} ${y} L${x + 110 + i * 95} ${y - 70}" stroke="${seam}" stroke-width="4"/>`).join('')}`;
  const walls = `<rect x="${x - 20}" y="${y}" width="${w + 40}" height="210" fill="${C.wallShade}"/><rect x="${x - 20}" y="${y}" width="${w + 40}" height="18" fill="${C.navy}"/>${Array.from({ length: 5 }, (_, i) => `<rect x="${x + 40 + i * 145}" y="${y + 60}" width="100" height="80" fill="${C.skyHigh}" stroke="${C.navy}" stroke-width="6"/>`).join('')}`;
  const units =
    extra === 'units'
      ? `<rect x="${x + 180}" y="${y - 120}" width="110" height="60" fill="${C.grey}"/><rect x="${x + 480}" y="${y - 110}" width="90" height="50" fill="${C.grey}"/><circle cx="${x + 235}" cy="${y - 90}" r="18" fill="${C.greyLight}"/>`
      : extra === 'steeple'
        ? `<path d="M${x + w - 40} ${y} V${y - 240} L${x + w + 10} ${y - 360} L${x + w + 60} ${y - 240} V${y} Z" fill="${C.cream}" stroke="${C.navy}" stroke-width="6"/><path d="M${x + w + 10} ${y - 330} V${y - 290} M${x + w - 5} ${y - 312} H${x + w + 25}" stroke="${C.navy}" stroke-width="6"/>`
        : '';
  return `${units}${roof}${walls}`;
}

function magnifier(x: number, y: number): string {
  return `<g><circle cx="${x}" cy="${y}" r="110" fill="${C.white}" fill-opacity=".35" stroke="${C.amber}" stroke-width="22"/><path d="M${x + 78} ${y + 78} L${x + 190} ${y + 190}" stroke="${C.amber}" stroke-width="34" stroke-linecap="round"/></g>`;
}

function rain(): string {
  return `<g stroke="#c9d3e0" stroke-width="5" opacity=".8">${Array.from({ length: 40 }, (_, i) => `<path d="M${(i * 97) % 1600} ${80 + ((i * 53) % 300)} l-24 60"/>`).join('')}</g><path d="M1300 140 L1240 300 H1300 L1250 440 L1400 240 H1330 L1380 140 Z" fill="${C.amber}"/>`;
}

function hail(): string {
  return `<g fill="${C.white}">${Array.from({ length: 30 }, (_, i) => `<circle cx="${(i * 131) % 1600}" cy="${120 + ((i * 71) % 380)}" r="9"/>`).join('')}</g>`;
}

export interface Illustration {
  file: string;
  /** The owner's photo that replaces this drawing: this name with .jpg, .png or .webp, dropped into images/. */
  photo: string;
  /** What the owner's photo should show when it replaces this drawing. */
  photograph: string;
  draw: () => string;
}

const scene = (region: Region, parts: string, mood: 'day' | 'storm' | 'dusk' = 'day', extras = '') =>
  svg(
    `${sky(mood)}${mood === 'day' ? sun(1380, 170) + cloud(280, 190, 1.1) + cloud(820, 120, 0.8) : ''}${extras}${ground(region)}${tree(560, 560, 1.1)}${tree(1540, 600, 0.9)}${parts}`,
  );

const shingle = {
  charcoal: ['#3a3f47', '#555c66'] as [string, string],
  slate: ['#4e5d70', '#6c7c90'] as [string, string],
  brown: ['#6a4a34', '#86634a'] as [string, string],
  cedar: ['#8a5a3a', '#a87550'] as [string, string],
};

/** A service or roof-type page's drawing, `illustration-<name>.svg`; the photo `photo-<name>` replaces it. */
const serviceDrawing = (name: string, photograph: string, draw: () => string): Illustration => ({
  file: `illustration-${name}.svg`,
  photo: `photo-${name}`,
  photograph,
  draw,
});

/** A gallery project's drawing; the project's own photo (its name) replaces it. */
const projectPhotoDrawing = (name: string, photograph: string, draw: () => string): Illustration => ({
  file: projectDrawing(name),
  photo: name,
  photograph,
  draw,
});

export const illustrations: Illustration[] = [
  {
    file: 'hero-home.svg',
    photo: 'hero-tulsa-home',
    photograph: 'a finished roof on a Tulsa home, the crew and truck in view if possible',
    draw: () => scene('oklahoma', house('shingle', 900, 330) + ladder(1330, 520, 790) + truck(600, 770)),
  },
  projectPhotoDrawing('hail-reroof-south-tulsa', 'the South Tulsa hail claim re-roof, finished', () =>
    scene(
      'oklahoma',
      house('shingle', 440, 420, { w: 720, pitch: 150, shingle: shingle.charcoal }),
      'day',
      passingStorm(),
    ),
  ),
  projectPhotoDrawing('metal-broken-arrow', 'the standing-seam metal roof in Broken Arrow', () =>
    scene('oklahoma', house('metal', 430, 420, { w: 740, pitch: 150, wall: '#c9ced6' })),
  ),
  projectPhotoDrawing('historic-jenks', 'the slate-look shingles on the 1920s Jenks bungalow', () =>
    scene('plain', house('shingle', 620, 230, { pitch: 320, wall: C.white, shingle: shingle.slate, chimney: true })),
  ),
  projectPhotoDrawing('new-build-bixby', 'the impact-rated shingles on the new Bixby home', () =>
    scene(
      'plain',
      house('shingle', 580, 300, { pitch: 170, tall: true, shingle: shingle.brown }) + newBuildSign(380, 780),
    ),
  ),
  projectPhotoDrawing('tpo-retail-tulsa', 'the TPO overlay on the Tulsa retail center', () =>
    scene('plain', flatBuilding('white', 'units', 420, 500) + storefronts(420, 500)),
  ),
  projectPhotoDrawing('leak-repair-sand-springs', 'the rebuilt chimney flashing in Sand Springs', () =>
    scene(
      'oklahoma',
      house('shingle', 560, 360, { chimney: true }) + flashingCallout(1180, 260) + ladder(1030, 550, 790),
    ),
  ),
  projectPhotoDrawing('luxury-leawood', 'the designer shingles and copper valleys in Leawood', () =>
    scene(
      'kansas',
      house('shingle', 880, 220, { w: 600, pitch: 200, tall: true, shingle: shingle.cedar, copperValleys: true }),
      'dusk',
    ),
  ),
  projectPhotoDrawing('epdm-church-overland-park', 'the EPDM roof on the Overland Park fellowship hall', () =>
    scene('kansas', church(820, 330) + flatBuilding('black', 'none', 480, 560)),
  ),
  // A before/after pair from one spot: the same house, the same framing, so the slider's two
  // pictures line up. Each has a photo of its own for the owner to take from that spot.
  {
    file: 'before-hail-reroof-south-tulsa.svg',
    photo: 'hail-reroof-south-tulsa-before',
    photograph:
      'the South Tulsa hail claim roof before the work: tarp, missing and lifted shingles, hail marks; stand where the after photo will be taken',
    draw: () => scene('oklahoma', house('storm-damaged', 440, 340, { w: 720, pitch: 230 }), 'day', passingStorm()),
  },
  {
    file: 'after-hail-reroof-south-tulsa.svg',
    photo: 'hail-reroof-south-tulsa-after',
    photograph: 'the South Tulsa hail claim roof finished, from the same spot and framing as the before photo',
    draw: () => scene('oklahoma', house('shingle', 440, 340, { w: 720, pitch: 230, shingle: shingle.charcoal })),
  },
  serviceDrawing('roof-repair', 'a crew member repairing a section of shingles on a real Tulsa-area roof', () =>
    scene('plain', house('patched')),
  ),
  serviceDrawing(
    'roof-replacement',
    'a house half-way through a re-roof: old shingles off on one side, new ones on the other',
    () => scene('plain', house('old-new')),
  ),
  serviceDrawing('storm-damage', 'hail or wind damage on a customer roof, and the finished repair', () =>
    scene('plain', house('shingle'), 'storm', hail()),
  ),
  serviceDrawing('new-installation', 'a new-build roof in progress: trusses, decking and underlayment', () =>
    scene('plain', house('frame')),
  ),
  serviceDrawing(
    'roof-inspection',
    'an inspector on a roof with a tablet or checklist, looking at shingles up close',
    () => scene('plain', house('shingle') + magnifier(1300, 420)),
  ),
  serviceDrawing('emergency-roofing', 'an emergency tarp being fastened on a storm-damaged roof', () =>
    scene('plain', house('tarp'), 'dusk', `<circle cx="1380" cy="160" r="60" fill="${C.cream}"/>${rain()}`),
  ),
  serviceDrawing('metal-roofing', 'a finished standing-seam metal roof on a home', () =>
    scene('plain', house('metal')),
  ),
  serviceDrawing('asphalt-shingles', 'a close view of new architectural shingles on a home', () =>
    scene('plain', house('shingle')),
  ),
  serviceDrawing('flat-roofing', 'a finished flat roof with its membrane, drains and parapet', () =>
    scene('plain', flatBuilding('grey', 'none')),
  ),
  serviceDrawing('commercial-roofing', 'a commercial roof the crew finished, with its rooftop units', () =>
    scene('plain', flatBuilding('grey', 'units')),
  ),
  serviceDrawing('tpo-roofing', 'a white TPO membrane roof with welded seams on a commercial building', () =>
    scene('plain', flatBuilding('white', 'units')),
  ),
  serviceDrawing('epdm-roofing', 'a black EPDM membrane roof, such as the Overland Park church hall', () =>
    scene('plain', flatBuilding('black', 'steeple')),
  ),
  {
    file: 'hero-oklahoma.svg',
    photo: 'city-oklahoma',
    photograph: 'a home the crew re-roofed in the Tulsa area, in good light',
    draw: () => scene('oklahoma', house('shingle')),
  },
  {
    file: 'hero-kansas.svg',
    photo: 'city-kansas',
    photograph: 'a home the crew re-roofed in Johnson County, Kansas',
    draw: () => scene('kansas', house('shingle', 980, 330)),
  },
  {
    file: 'hero-missouri.svg',
    photo: 'city-missouri',
    photograph: 'a Kansas City, Missouri home with a roof the crew finished',
    draw: () => scene('missouri', house('shingle', 1000, 360)),
  },
];
