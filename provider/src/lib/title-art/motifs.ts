import type { Palette } from './palette';
import { escapeXml, type Seeded } from './seeded';

/** A motif draws itself in a 100×100 box centred on (50, 50). */
export type Motif = (palette: Palette, random: Seeded, name: string) => string;

const stroke = (p: Palette, width = 3) => `stroke="${p.ink}" stroke-width="${width}" stroke-linejoin="round"`;

function star(cx: number, cy: number, outer: number, inner: number, points = 5, rotation = -90): string {
  const coordinates: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = ((rotation + (i * 180) / points) * Math.PI) / 180;
    coordinates.push(`${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return coordinates.join(' ');
}

const card = (p: Palette, x: number, y: number, rotate: number, rank: string, red: boolean) =>
  `<g transform="rotate(${rotate} ${x + 17} ${y + 48})"><rect x="${x}" y="${y}" width="34" height="48" rx="4" fill="#fdfbf5" ${stroke(p, 2)}/>` +
  `<text x="${x + 17}" y="${y + 31}" font-size="18" font-weight="700" text-anchor="middle" fill="${red ? '#c81e3a' : '#1b1b24'}" font-family="DejaVu Serif">${escapeXml(rank)}</text></g>`;

const suitsRanks = ['A', 'K', 'Q', 'J', '10', '7', '2'];

const firstMotifs = {
  cards: (p, r, name) => {
    // The ranks a game is about when its name says (deuces, jacks, aces, sevens, 21), else drawn.
    const lower = name.toLowerCase();
    const first = r.int(suitsRanks.length);
    const ranks = /deuce/.test(lower) ? ['2', '2', '2'] : /jacks/.test(lower) ? ['J', 'J', 'A'] : /aces|faces/.test(lower) ? ['A', 'K', 'Q']
      : /sevens/.test(lower) ? ['7', '7', '7'] : /joker/.test(lower) ? ['A', '★', 'K'] : /blackjack|21|pontoon/.test(lower) ? ['10', 'A', 'K']
        : [0, 1, 2].map((i) => suitsRanks[(first + i) % suitsRanks.length]!);
    const spread = r.range(16, 24);
    return [-1, 0, 1].map((i) => card(p, 33 + i * spread * 0.9, 24 + Math.abs(i) * 4, i * spread, ranks[i + 1]!, (first + i) % 2 === 0)).join('');
  },
  chips: (p, r) => {
    const colours = [p.primary, p.secondary, '#f4f1e8'];
    return [0, 1, 2].map((i) => {
      const cx = 30 + i * 20 + r.range(-3, 3);
      const cy = 62 - i * 14;
      return `<g><ellipse cx="${cx}" cy="${cy}" rx="22" ry="22" fill="${colours[i]}" ${stroke(p)}/>` +
        `<circle cx="${cx}" cy="${cy}" r="14" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="6 5"/>` +
        `<circle cx="${cx}" cy="${cy}" r="8" fill="${p.ink}" opacity="0.35"/></g>`;
    }).join('');
  },
  wheel: (p, r) => {
    const slices: string[] = [];
    const offset = r.int(2);
    for (let i = 0; i < 18; i++) {
      const a1 = (i * 20 * Math.PI) / 180;
      const a2 = ((i + 1) * 20 * Math.PI) / 180;
      const colour = i === 0 ? '#1f9d55' : (i + offset) % 2 === 0 ? '#c81e3a' : '#1b1b24';
      slices.push(`<path d="M50 50 L${(50 + 40 * Math.cos(a1)).toFixed(1)} ${(50 + 40 * Math.sin(a1)).toFixed(1)} A40 40 0 0 1 ${(50 + 40 * Math.cos(a2)).toFixed(1)} ${(50 + 40 * Math.sin(a2)).toFixed(1)} Z" fill="${colour}"/>`);
    }
    return `<circle cx="50" cy="50" r="46" fill="${p.primary}" ${stroke(p)}/>${slices.join('')}` +
      `<circle cx="50" cy="50" r="18" fill="${p.secondary}" ${stroke(p, 2)}/><circle cx="${50 + 32 * Math.cos(r.range(0, 6))}" cy="30" r="4" fill="#fff"/>`;
  },
  dice: (p, r) => {
    const die = (x: number, y: number, rotate: number, pips: number[][]) =>
      `<g transform="rotate(${rotate} ${x + 19} ${y + 19})"><rect x="${x}" y="${y}" width="38" height="38" rx="7" fill="#fdfbf5" ${stroke(p)}/>` +
      pips.map(([px, py]) => `<circle cx="${x + px!}" cy="${y + py!}" r="4" fill="${p.ink}"/>`).join('') + '</g>';
    const five = [[9, 9], [29, 9], [19, 19], [9, 29], [29, 29]];
    const three = [[9, 9], [19, 19], [29, 29]];
    return die(14, 36, r.range(-20, -5), five) + die(48, 20, r.range(8, 25), three);
  },
  rocket: (p) =>
    `<g transform="rotate(35 50 50)"><path d="M50 8 C66 24 66 58 62 72 L38 72 C34 58 34 24 50 8 Z" fill="#f1f1f6" ${stroke(p)}/>` +
    `<circle cx="50" cy="36" r="8" fill="${p.secondary}" ${stroke(p, 2)}/>` +
    `<path d="M38 56 L24 78 L38 72 Z M62 56 L76 78 L62 72 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M42 74 L50 96 L58 74 Z" fill="#ffb020"/></g>`,
  plane: (p) =>
    `<g transform="rotate(-20 50 50)"><path d="M10 52 L90 44 L94 50 L90 56 L10 52 Z" fill="#f1f1f6" ${stroke(p)}/>` +
    `<path d="M46 50 L30 20 L40 20 L62 49 Z M46 52 L30 82 L40 82 L62 53 Z" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<path d="M14 50 L6 36 L14 36 L22 50 Z" fill="${p.secondary}" ${stroke(p, 2)}/></g>`,
  balloon: (p) =>
    `<ellipse cx="42" cy="38" rx="22" ry="27" fill="${p.primary}" ${stroke(p)}/><ellipse cx="64" cy="46" rx="17" ry="21" fill="${p.secondary}" ${stroke(p)}/>` +
    `<path d="M42 65 Q46 80 50 94 M64 67 Q56 82 50 94" fill="none" stroke="#fff" stroke-width="2"/>` +
    `<ellipse cx="35" cy="28" rx="5" ry="8" fill="#fff" opacity="0.5"/>`,
  moon: (p) =>
    `<path d="M62 12 A40 40 0 1 0 86 66 A32 32 0 1 1 62 12 Z" fill="#f7e9a8" ${stroke(p)}/>` +
    `<polygon points="${star(78, 24, 9, 4)}" fill="${p.primary}"/><polygon points="${star(24, 84, 6, 3)}" fill="${p.secondary}"/>`,
  dragon: (p, r) => {
    const flip = r.int(2) === 0 ? '' : 'translate(100 0) scale(-1 1)';
    return `<g transform="${flip}"><path d="M12 80 C20 50 40 70 48 46 C54 28 40 20 52 12 C60 18 70 14 84 22 L76 30 L88 36 L72 40 C68 52 74 64 60 74 C48 84 34 70 22 88 Z" fill="${p.primary}" ${stroke(p)}/>` +
      `<path d="M40 60 L34 48 L46 54 M52 44 L48 32 L58 40" fill="${p.secondary}" ${stroke(p, 2)}/>` +
      `<circle cx="66" cy="24" r="3.5" fill="#ffef5a" ${stroke(p, 1)}/><path d="M84 28 Q96 30 98 22 Q92 34 84 32" fill="#ff6a2a"/></g>`;
  },
  ape: (p) =>
    `<circle cx="22" cy="46" r="12" fill="${p.primary}" ${stroke(p)}/><circle cx="78" cy="46" r="12" fill="${p.primary}" ${stroke(p)}/>` +
    `<ellipse cx="50" cy="48" rx="32" ry="36" fill="${p.primary}" ${stroke(p)}/><ellipse cx="50" cy="62" rx="22" ry="18" fill="#e8c9a0" ${stroke(p, 2)}/>` +
    `<path d="M28 38 Q50 26 72 38" fill="none" stroke="${p.ink}" stroke-width="5"/><circle cx="40" cy="44" r="4" fill="${p.ink}"/><circle cx="60" cy="44" r="4" fill="${p.ink}"/>` +
    `<ellipse cx="44" cy="58" rx="3" ry="2" fill="${p.ink}"/><ellipse cx="56" cy="58" rx="3" ry="2" fill="${p.ink}"/><path d="M40 70 Q50 76 60 70" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
  cat: (p, r) => animal(p, r, true),
  bear: (p, r) => animal(p, r, false),
} satisfies Record<string, Motif>;

/** A face with pointed ears (cat, tiger, wolf; stripes by the hash) or round ones (bear, panda). */
function animal(p: Palette, r: Seeded, pointed: boolean): string {
  {
    const stripes = pointed && r.int(2) === 0 ? `<path d="M50 20 L50 32 M36 22 L40 32 M64 22 L60 32 M16 52 L28 54 M84 52 L72 54" stroke="${p.ink}" stroke-width="4" stroke-linecap="round"/>` : '';
    const ears = pointed
      ? `<path d="M22 40 L26 8 L46 28 Z M78 40 L74 8 L54 28 Z" fill="${p.primary}" ${stroke(p)}/>`
      : `<circle cx="24" cy="24" r="13" fill="${p.secondary}" ${stroke(p)}/><circle cx="76" cy="24" r="13" fill="${p.secondary}" ${stroke(p)}/>`;
    return ears + `<circle cx="50" cy="54" r="36" fill="${p.primary}" ${stroke(p)}/>` +
      `<ellipse cx="37" cy="48" rx="6" ry="8" fill="#fff"/><ellipse cx="63" cy="48" rx="6" ry="8" fill="#fff"/><circle cx="38" cy="50" r="3.5" fill="${p.ink}"/><circle cx="62" cy="50" r="3.5" fill="${p.ink}"/>` +
      `<ellipse cx="50" cy="70" rx="14" ry="10" fill="#f5ecdc"/><path d="M45 64 L55 64 L50 70 Z" fill="${p.ink}"/>` +
      (pointed ? `<path d="M34 66 L12 62 M34 70 L12 72 M66 66 L88 62 M66 70 L88 72" stroke="${p.ink}" stroke-width="1.5"/>` : '') + stripes;
  }
}

const moreMotifs = {
  dino: (p) =>
    `<path d="M8 84 C24 80 30 60 40 56 L44 30 C46 16 62 10 76 14 C90 18 94 30 86 36 L70 38 L66 50 C74 56 72 70 64 78 L70 92 L58 92 L54 82 L42 82 L42 92 L30 92 L32 80 C22 86 14 88 8 84 Z" fill="${p.primary}" ${stroke(p)}/>` +
    `<circle cx="74" cy="22" r="3" fill="${p.ink}"/><path d="M76 36 L78 32 L80 36 L82 32 L84 36" fill="#fff" stroke="none"/><path d="M50 46 L58 50 L52 56" fill="none" stroke="${p.ink}" stroke-width="3"/>`,
  lantern: (p, r) => {
    const lantern = (x: number, y: number, s: number) =>
      `<g transform="translate(${x} ${y}) scale(${s})"><line x1="0" y1="-34" x2="0" y2="-22" stroke="${p.ink}" stroke-width="2"/>` +
      `<rect x="-9" y="-24" width="18" height="6" fill="#f2c94c" ${stroke(p, 1.5)}/><ellipse cx="0" cy="0" rx="20" ry="19" fill="#e0302f" ${stroke(p, 2)}/>` +
      `<path d="M-8 -18 Q-14 0 -8 18 M8 -18 Q14 0 8 18 M0 -19 L0 19" fill="none" stroke="#f7b733" stroke-width="1.5"/>` +
      `<rect x="-9" y="18" width="18" height="6" fill="#f2c94c" ${stroke(p, 1.5)}/><path d="M-5 24 L-6 36 M0 24 L0 38 M5 24 L6 36" stroke="#f2c94c" stroke-width="2"/></g>`;
    return lantern(30, 46, 1.05) + lantern(70, 40 + r.range(-6, 10), 0.9);
  },
  crown: (p) =>
    `<path d="M14 74 L10 30 L32 50 L50 20 L68 50 L90 30 L86 74 Z" fill="#f2c230" ${stroke(p)}/>` +
    `<rect x="14" y="72" width="72" height="12" rx="3" fill="#e0a91a" ${stroke(p)}/>` +
    `<circle cx="50" cy="58" r="7" fill="${p.primary}" ${stroke(p, 2)}/><circle cx="30" cy="62" r="5" fill="${p.secondary}" ${stroke(p, 2)}/><circle cx="70" cy="62" r="5" fill="${p.secondary}" ${stroke(p, 2)}/>` +
    `<circle cx="10" cy="28" r="5" fill="#fff4c2"/><circle cx="50" cy="18" r="5" fill="#fff4c2"/><circle cx="90" cy="28" r="5" fill="#fff4c2"/>`,
  fruit: (p) =>
    `<path d="M36 60 Q40 30 58 14 Q60 30 68 58" fill="none" stroke="#3b7d2a" stroke-width="4"/><path d="M58 14 Q76 10 84 22 Q68 26 58 14 Z" fill="#4caf50" ${stroke(p, 2)}/>` +
    `<circle cx="34" cy="68" r="17" fill="#d9233b" ${stroke(p)}/><circle cx="68" cy="66" r="17" fill="#c81e3a" ${stroke(p)}/>` +
    `<ellipse cx="28" cy="62" rx="4" ry="6" fill="#fff" opacity="0.6"/><ellipse cx="62" cy="60" rx="4" ry="6" fill="#fff" opacity="0.6"/>`,
  seven: (p) =>
    `<g font-family="DejaVu Serif" font-weight="700" font-size="58" text-anchor="middle" stroke="${p.ink}" stroke-width="3" paint-order="stroke">` +
    `<text x="24" y="74" fill="${p.primary}">7</text><text x="50" y="70" fill="#f2c230">7</text><text x="76" y="74" fill="${p.secondary}">7</text></g>`,
  gem: (p, r) => {
    const colour = r.pick([p.primary, p.secondary, '#4fd1ff', '#3ee08f']);
    return `<path d="M20 38 L34 18 L66 18 L80 38 L50 86 Z" fill="${colour}" ${stroke(p)}/>` +
      `<path d="M20 38 L80 38 M34 18 L42 38 L50 86 L58 38 L66 18 M42 38 L50 18 L58 38" fill="none" stroke="${p.ink}" stroke-width="2" opacity="0.6"/>` +
      `<path d="M34 18 L42 38 L20 38 Z" fill="#fff" opacity="0.35"/><polygon points="${star(84, 16, 8, 2, 4)}" fill="#fff"/>`;
  },
  coins: (p) => {
    const coin = (x: number, y: number) => `<ellipse cx="${x}" cy="${y}" rx="20" ry="7" fill="#e0a91a" ${stroke(p, 2)}/><rect x="${x - 20}" y="${y - 7}" width="40" height="4" fill="#f2c230"/>`;
    const stack = (x: number, count: number) => Array.from({ length: count }, (_, i) => coin(x, 88 - i * 8)).join('');
    return stack(28, 5) + stack(72, 7) +
      `<circle cx="50" cy="38" r="20" fill="#f7d046" ${stroke(p)}/><text x="50" y="46" font-size="22" font-weight="700" text-anchor="middle" fill="#a8740c" font-family="DejaVu Sans">$</text>`;
  },
  bag: (p) =>
    `<path d="M36 26 L30 12 L70 12 L64 26 Z" fill="#c9a25b" ${stroke(p)}/><path d="M36 26 C10 44 12 90 50 90 C88 90 90 44 64 26 Z" fill="#d8b26a" ${stroke(p)}/>` +
    `<rect x="34" y="24" width="32" height="6" rx="3" fill="${p.primary}" ${stroke(p, 1.5)}/><text x="50" y="74" font-size="32" font-weight="700" text-anchor="middle" fill="#6b4a12" font-family="DejaVu Sans">$</text>`,
  vault: (p) =>
    `<rect x="12" y="14" width="76" height="72" rx="8" fill="#9aa3b5" ${stroke(p)}/><circle cx="50" cy="50" r="24" fill="#c7ced9" ${stroke(p)}/>` +
    `<path d="M50 30 L50 70 M30 50 L70 50 M36 36 L64 64 M64 36 L36 64" stroke="${p.ink}" stroke-width="3"/><circle cx="50" cy="50" r="7" fill="${p.primary}" ${stroke(p, 2)}/>` +
    `<rect x="82" y="30" width="8" height="12" fill="${p.ink}"/><rect x="82" y="58" width="8" height="12" fill="${p.ink}"/>`,
  pumpkin: (p) =>
    `<path d="M48 22 Q50 10 58 8" fill="none" stroke="#3b7d2a" stroke-width="5"/>` +
    `<ellipse cx="34" cy="56" rx="22" ry="30" fill="#f07c13" ${stroke(p)}/><ellipse cx="66" cy="56" rx="22" ry="30" fill="#f07c13" ${stroke(p)}/><ellipse cx="50" cy="56" rx="20" ry="32" fill="#ff9124" ${stroke(p)}/>` +
    `<path d="M32 48 L42 40 L44 52 Z M68 48 L58 40 L56 52 Z" fill="#2b1300"/><path d="M30 64 L38 70 L44 64 L50 72 L56 64 L62 70 L70 64 L62 78 L38 78 Z" fill="#2b1300"/>`,
  ghost: (p) =>
    `<path d="M22 90 L22 44 C22 14 78 14 78 44 L78 90 L68 80 L59 90 L50 80 L41 90 L32 80 Z" fill="#f4f4fb" ${stroke(p)}/>` +
    `<ellipse cx="40" cy="46" rx="6" ry="9" fill="${p.ink}"/><ellipse cx="60" cy="46" rx="6" ry="9" fill="${p.ink}"/><ellipse cx="50" cy="64" rx="7" ry="9" fill="${p.ink}"/>`,
  bat: (p) =>
    `<path d="M50 40 C40 28 26 26 6 34 C14 40 16 48 14 56 C22 50 30 52 34 60 C38 52 44 52 50 60 C56 52 62 52 66 60 C70 52 78 50 86 56 C84 48 86 40 94 34 C74 26 60 28 50 40 Z" fill="#1a1030" ${stroke(p, 2)}/>` +
    `<path d="M44 36 L46 28 L50 34 L54 28 L56 36 Z" fill="#1a1030"/><circle cx="46" cy="42" r="2" fill="#ff4040"/><circle cx="54" cy="42" r="2" fill="#ff4040"/>` +
    `<circle cx="72" cy="78" r="14" fill="#f7e9a8" opacity="0.9"/>`,
  skull: (p) =>
    `<path d="M20 46 C20 18 80 18 80 46 C80 58 74 62 70 66 L70 80 L30 80 L30 66 C26 62 20 58 20 46 Z" fill="#efeadf" ${stroke(p)}/>` +
    `<circle cx="38" cy="48" r="9" fill="${p.ink}"/><circle cx="62" cy="48" r="9" fill="${p.ink}"/><path d="M50 58 L45 66 L55 66 Z" fill="${p.ink}"/>` +
    `<path d="M38 72 L38 80 M46 72 L46 80 M54 72 L54 80 M62 72 L62 80" stroke="${p.ink}" stroke-width="2"/><circle cx="38" cy="48" r="3" fill="${p.primary}"/><circle cx="62" cy="48" r="3" fill="${p.primary}"/>`,
  cauldron: (p) =>
    `<path d="M14 44 L86 44 C86 78 72 90 50 90 C28 90 14 78 14 44 Z" fill="#2a2a33" ${stroke(p)}/><ellipse cx="50" cy="44" rx="38" ry="8" fill="#45e06a" ${stroke(p)}/>` +
    `<circle cx="40" cy="30" r="6" fill="#7cf08c" opacity="0.8"/><circle cx="58" cy="22" r="8" fill="#7cf08c" opacity="0.7"/><circle cx="50" cy="10" r="4" fill="#7cf08c" opacity="0.6"/>` +
    `<path d="M28 90 L24 98 M72 90 L76 98" stroke="${p.ink}" stroke-width="4"/>`,
  snowflake: (p, r) => {
    const arms = [0, 60, 120, 180, 240, 300].map((angle) =>
      `<g transform="rotate(${angle} 50 50)"><line x1="50" y1="50" x2="50" y2="10" stroke="#eaf6ff" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M40 22 L50 30 L60 22 M42 36 L50 42 L58 36" fill="none" stroke="#eaf6ff" stroke-width="4" stroke-linecap="round"/></g>`).join('');
    return `<g transform="rotate(${r.range(0, 30).toFixed(1)} 50 50)">${arms}</g><circle cx="50" cy="50" r="7" fill="${p.secondary}"/>`;
  },
  gift: (p) =>
    `<rect x="16" y="42" width="68" height="48" rx="3" fill="${p.primary}" ${stroke(p)}/><rect x="12" y="32" width="76" height="14" rx="3" fill="${p.secondary}" ${stroke(p)}/>` +
    `<rect x="44" y="32" width="12" height="58" fill="#f2c230" ${stroke(p, 2)}/><path d="M50 32 C36 12 22 22 34 32 Z M50 32 C64 12 78 22 66 32 Z" fill="#f2c230" ${stroke(p, 2)}/>`,
  tree: (p) =>
    `<path d="M50 8 L80 48 L66 48 L88 76 L12 76 L34 48 L20 48 Z" fill="#1f8a4c" ${stroke(p)}/><rect x="44" y="76" width="12" height="14" fill="#7a4a21" ${stroke(p, 2)}/>` +
    `<polygon points="${star(50, 10, 9, 4)}" fill="#f2c230" ${stroke(p, 1.5)}/><circle cx="40" cy="40" r="4" fill="${p.primary}"/><circle cx="60" cy="58" r="4" fill="${p.secondary}"/><circle cx="36" cy="66" r="4" fill="#f2c230"/><circle cx="58" cy="34" r="3" fill="#fff"/>`,
  bell: (p) =>
    `<path d="M50 14 C30 14 28 34 26 54 C24 66 16 70 16 76 L84 76 C84 70 76 66 74 54 C72 34 70 14 50 14 Z" fill="#f2c230" ${stroke(p)}/>` +
    `<circle cx="50" cy="82" r="8" fill="#e0a91a" ${stroke(p, 2)}/><path d="M40 10 Q50 0 60 10" fill="none" stroke="${p.primary}" stroke-width="6"/><path d="M34 32 Q36 24 44 22" fill="none" stroke="#fff" stroke-width="4" opacity="0.7"/>`,
  starburst: (p, r) =>
    `<polygon points="${star(50, 52, 44, 18, 5, -90 + r.range(-10, 10))}" fill="${p.primary}" ${stroke(p)}/><polygon points="${star(50, 52, 22, 9)}" fill="#fff" opacity="0.8"/>` +
    `<polygon points="${star(84, 16, 9, 3, 4)}" fill="${p.secondary}"/>`,
  bolt: (p) =>
    `<path d="M58 6 L22 56 L46 56 L36 94 L78 40 L54 40 L66 6 Z" fill="#ffe14d" ${stroke(p)}/><path d="M12 30 Q24 22 30 30 M70 74 Q82 68 90 78" fill="none" stroke="${p.secondary}" stroke-width="4" stroke-linecap="round"/>`,
  flame: (p) =>
    `<path d="M50 94 C22 94 14 70 24 50 C30 38 38 34 36 16 C52 26 58 40 56 52 C62 46 64 40 64 32 C80 46 86 62 80 76 C76 88 64 94 50 94 Z" fill="#ff6a1f" ${stroke(p)}/>` +
    `<path d="M50 92 C36 92 32 78 38 68 C42 62 46 60 46 52 C56 60 60 68 58 76 C64 74 66 70 66 66 C72 76 68 92 50 92 Z" fill="#ffd23f"/>`,
  pyramid: (p) =>
    `<circle cx="74" cy="24" r="14" fill="#ffd166"/><path d="M6 86 L46 24 L86 86 Z" fill="#e2b86a" ${stroke(p)}/><path d="M46 24 L86 86 L60 86 Z" fill="#b98a3e"/>` +
    `<path d="M26 56 L66 56 M18 70 L74 70" stroke="${p.ink}" stroke-width="1.5" opacity="0.5"/><path d="M40 86 L40 74 Q46 68 52 74 L52 86 Z" fill="${p.ink}"/>`,
  sun: (p) => {
    const rays = Array.from({ length: 12 }, (_, i) => `<path d="M50 4 L56 22 L44 22 Z" fill="#f2c230" transform="rotate(${i * 30} 50 50)"/>`).join('');
    return rays + `<circle cx="50" cy="50" r="26" fill="#f7b733" ${stroke(p)}/><circle cx="41" cy="46" r="4" fill="${p.ink}"/><circle cx="59" cy="46" r="4" fill="${p.ink}"/>` +
      `<path d="M38 58 Q50 68 62 58" fill="none" stroke="${p.ink}" stroke-width="3"/><path d="M30 36 L70 36" stroke="${p.primary}" stroke-width="4"/>`;
  },
  fish: (p) =>
    `<path d="M14 50 C30 24 66 24 78 50 C66 76 30 76 14 50 Z" fill="${p.primary}" ${stroke(p)}/><path d="M76 50 L96 32 L92 50 L96 68 Z" fill="${p.secondary}" ${stroke(p)}/>` +
    `<circle cx="30" cy="46" r="5" fill="#fff"/><circle cx="29" cy="46" r="2.5" fill="${p.ink}"/><path d="M44 36 Q52 50 44 64 M56 36 Q64 50 56 64" fill="none" stroke="${p.ink}" stroke-width="2" opacity="0.5"/>` +
    `<circle cx="14" cy="24" r="5" fill="none" stroke="#bfe9ff" stroke-width="2"/><circle cx="22" cy="12" r="3" fill="none" stroke="#bfe9ff" stroke-width="2"/>`,
  bubbles: (p) =>
    [[34, 58, 24], [68, 38, 18], [70, 76, 12], [24, 22, 10], [50, 16, 6]].map(([x, y, radius]) =>
      `<circle cx="${x}" cy="${y}" r="${radius}" fill="${p.secondary}" fill-opacity="0.35" stroke="#dff6ff" stroke-width="3"/><ellipse cx="${x! - radius! / 3}" cy="${y! - radius! / 3}" rx="${radius! / 4}" ry="${radius! / 6}" fill="#fff" opacity="0.8"/>`).join(''),
  clover: (p) =>
    [0, 90, 180, 270].map((angle) => `<g transform="rotate(${angle} 50 46)"><path d="M50 46 C36 40 32 20 44 16 C50 14 50 22 50 24 C50 22 50 14 56 16 C68 20 64 40 50 46 Z" fill="#2fb35a" ${stroke(p, 2)}/></g>`).join('') +
    `<path d="M50 46 Q54 70 64 88" fill="none" stroke="#2b8a46" stroke-width="5"/>`,
  balls: (p, r) => {
    const first = 1 + r.int(70);
    return [[30, 40, p.primary], [64, 34, p.secondary], [48, 70, '#f2c230']].map(([x, y, colour], i) =>
      `<circle cx="${x}" cy="${y}" r="20" fill="${colour}" ${stroke(p)}/><circle cx="${x}" cy="${y}" r="11" fill="#fff"/>` +
      `<text x="${x}" y="${Number(y) + 5}" font-size="13" font-weight="700" text-anchor="middle" fill="${p.ink}" font-family="DejaVu Sans">${(first + i * 7) % 80 || 80}</text>`).join('');
  },
  scratch: (p) =>
    `<rect x="10" y="18" width="80" height="60" rx="6" fill="#fdfbf5" ${stroke(p)}/><rect x="18" y="28" width="64" height="40" rx="4" fill="#b8bcc8"/>` +
    `<path d="M22 60 C34 36 44 62 56 38 C62 28 70 44 78 34" fill="none" stroke="#f2c230" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="82" cy="82" r="12" fill="#f2c230" ${stroke(p, 2)}/>`,
  flower: (p, r) => {
    const petal = r.pick([p.primary, p.secondary]);
    return [0, 60, 120, 180, 240, 300].map((angle) => `<ellipse cx="50" cy="26" rx="12" ry="20" fill="${petal}" ${stroke(p, 2)} transform="rotate(${angle} 50 50)"/>`).join('') +
      `<circle cx="50" cy="50" r="13" fill="#f7d046" ${stroke(p, 2)}/>`;
  },
  lamp: (p) =>
    `<path d="M12 64 C20 56 30 56 40 62 L68 62 C74 52 84 50 92 40 C88 56 82 66 72 72 L30 72 C22 72 16 70 12 64 Z" fill="#f2c230" ${stroke(p)}/>` +
    `<path d="M40 62 C40 50 66 50 66 62 Z" fill="#e0a91a" ${stroke(p, 2)}/><path d="M40 82 L66 82 L62 72 L44 72 Z" fill="#e0a91a" ${stroke(p, 2)}/>` +
    `<path d="M88 38 C80 24 92 16 84 6" fill="none" stroke="${p.secondary}" stroke-width="4" stroke-linecap="round"/>`,
  mask: (p) =>
    `<path d="M8 44 C22 32 40 38 50 44 C60 38 78 32 92 44 C92 62 76 68 62 62 C56 60 54 56 50 56 C46 56 44 60 38 62 C24 68 8 62 8 44 Z" fill="#1b1b24" ${stroke(p, 2)}/>` +
    `<ellipse cx="30" cy="50" rx="9" ry="6" fill="${p.secondary}"/><ellipse cx="70" cy="50" rx="9" ry="6" fill="${p.secondary}"/><path d="M92 44 L98 36 M92 46 L100 50" stroke="#1b1b24" stroke-width="4"/>` +
    `<text x="50" y="90" font-size="22" font-weight="700" text-anchor="middle" fill="#f2c230" font-family="DejaVu Sans">$$$</text>`,
  helmet: (p) =>
    `<path d="M20 74 L20 46 C20 16 80 16 80 46 L80 74 L62 74 L62 54 L38 54 L38 74 Z" fill="#d6a53a" ${stroke(p)}/>` +
    `<path d="M50 6 C70 8 84 18 86 36 C74 26 62 22 50 22 Z" fill="${p.primary}" ${stroke(p, 2)}/><path d="M44 54 L44 86 L56 86 L56 54" fill="#d6a53a" ${stroke(p, 2)}/>`,
  tornado: (p) =>
    [[14, 86, 18], [24, 74, 28], [36, 62, 38], [48, 50, 48], [60, 38, 58], [72, 26, 66]].map(([y1, , w], i) =>
      `<ellipse cx="${50 + (i % 2 === 0 ? -4 : 4)}" cy="${y1 !== undefined ? 100 - y1 : 0}" rx="${w! / 2 + 4}" ry="7" fill="none" stroke="${i % 2 ? p.secondary : '#dfe7f2'}" stroke-width="6"/>`).join(''),
  hat: (p) =>
    `<ellipse cx="50" cy="74" rx="44" ry="12" fill="#6b4423" ${stroke(p)}/><path d="M26 72 C26 40 30 26 50 30 C70 26 74 40 74 72 Z" fill="#8a5a2e" ${stroke(p)}/>` +
    `<rect x="27" y="60" width="46" height="8" fill="${p.primary}"/><polygon points="${star(50, 48, 9, 4)}" fill="#f2c230"/>`,
  ring: (p, r) =>
    `<circle cx="50" cy="56" r="30" fill="none" stroke="#f2c230" stroke-width="10"/><circle cx="50" cy="56" r="30" fill="none" stroke="${p.ink}" stroke-width="1.5"/>` +
    `<path d="M38 26 L44 14 L56 14 L62 26 L50 38 Z" fill="${r.pick(['#4fd1ff', '#3ee08f', p.secondary])}" ${stroke(p, 2)}/>`,
} satisfies Record<string, Motif>;

export const motifs = { ...firstMotifs, ...moreMotifs };
export type MotifName = keyof typeof motifs;
