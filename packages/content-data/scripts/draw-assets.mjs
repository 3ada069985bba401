// Draws the package's artwork into assets/: light geometric illustrations in the association's
// greens, and partner wordmarks. Run `pnpm draw:assets` after changing a drawing; the SVG files are
// committed so that the package needs no build step for its images.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'assets');

const GREEN_DARK = '#0b5d33';
const GREEN = '#1f8a4c';
const GREEN_LIGHT = '#7cc49a';
const MINT = '#e6f4ea';
const PALE = '#cfe8d8';
const GOLD = '#d9a521';
const WHITE = '#ffffff';
const INK = '#23412f';

function svg(width, height, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>\n`;
}

function scene(body, { width = 600, height = 400, sky = MINT } = {}) {
  const ground = Math.round(height * 0.78);
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
      `<circle cx="${width * 0.86}" cy="${height * 0.18}" r="${height * 0.09}" fill="${PALE}"/>` +
      `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${PALE}"/>` +
      body,
  );
}

const shapes = {
  labCoat: (x, y, s = 1, fill = WHITE) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 -70 L-12 -80 L0 -55 L12 -80 L40 -70 L62 40 L38 44 L34 -10 L34 90 L-34 90 L-34 -10 L-38 44 L-62 40 Z" fill="${fill}" stroke="${GREEN_DARK}" stroke-width="4" stroke-linejoin="round"/><path d="M0 -55 L0 90" stroke="${GREEN_DARK}" stroke-width="3"/><rect x="10" y="-30" width="18" height="14" rx="2" fill="${GREEN}"/><circle cx="-8" cy="10" r="3" fill="${GREEN_DARK}"/><circle cx="-8" cy="40" r="3" fill="${GREEN_DARK}"/></g>`,
  stethoscope: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})" fill="none" stroke="${GREEN_DARK}" stroke-width="6" stroke-linecap="round"><path d="M-30 -60 L-30 -10 Q-30 30 0 30 Q30 30 30 -10 L30 -60"/><path d="M0 30 L0 60 Q0 90 30 90 Q55 90 55 65"/><circle cx="55" cy="55" r="12" fill="${GREEN_LIGHT}"/></g>`,
  hospital: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-90" y="-60" width="180" height="120" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><rect x="-30" y="-100" width="60" height="40" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M-8 -92 h16 v10 h10 v16 h-10 v10 h-16 v-10 h-10 v-16 h10 Z" fill="${GREEN}"/><rect x="-15" y="20" width="30" height="40" fill="${GREEN_LIGHT}"/><rect x="-70" y="-40" width="30" height="24" fill="${PALE}"/><rect x="40" y="-40" width="30" height="24" fill="${PALE}"/><rect x="-70" y="0" width="30" height="24" fill="${PALE}"/><rect x="40" y="0" width="30" height="24" fill="${PALE}"/></g>`,
  podium: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-50 -40 L50 -40 L40 70 L-40 70 Z" fill="${GREEN}"/><rect x="-60" y="-52" width="120" height="14" rx="4" fill="${GREEN_DARK}"/><circle cx="0" cy="10" r="20" fill="${WHITE}"/><circle cx="0" cy="10" r="10" fill="${GOLD}"/><path d="M0 -52 L-10 -80" stroke="${INK}" stroke-width="4"/></g>`,
  chairs: (x, y, cols = 6, rows = 2) => {
    let out = '';
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        out += `<rect x="${x + c * 46}" y="${y + r * 34}" width="32" height="22" rx="5" fill="${r % 2 ? GREEN_LIGHT : GREEN}"/>`;
      }
    }
    return out;
  },
  trophy: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-40 -70 H40 V-30 Q40 10 0 14 Q-40 10 -40 -30 Z" fill="${GOLD}"/><path d="M-40 -60 Q-70 -60 -62 -32 Q-56 -16 -38 -16" fill="none" stroke="${GOLD}" stroke-width="8"/><path d="M40 -60 Q70 -60 62 -32 Q56 -16 38 -16" fill="none" stroke="${GOLD}" stroke-width="8"/><rect x="-8" y="14" width="16" height="30" fill="${GOLD}"/><rect x="-36" y="44" width="72" height="20" rx="3" fill="${GREEN_DARK}"/></g>`,
  document: (x, y, s = 1, seal = true) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-60" y="-80" width="120" height="160" rx="6" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M-40 -50 H40 M-40 -28 H40 M-40 -6 H40 M-40 16 H16" stroke="${GREEN_LIGHT}" stroke-width="6" stroke-linecap="round"/>${seal ? `<circle cx="30" cy="52" r="18" fill="${GREEN}"/><path d="M22 68 L18 92 L30 84 L42 92 L38 68" fill="${GREEN}"/>` : ''}</g>`,
  clipboard: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-55" y="-75" width="110" height="150" rx="8" fill="${GREEN}"/><rect x="-45" y="-60" width="90" height="125" rx="4" fill="${WHITE}"/><rect x="-22" y="-84" width="44" height="20" rx="5" fill="${GREEN_DARK}"/><path d="M-32 -35 l8 8 l14 -16 M-32 0 l8 8 l14 -16 M-32 35 l8 8 l14 -16" stroke="${GREEN}" stroke-width="5" fill="none"/><path d="M0 -30 H32 M0 5 H32 M0 40 H32" stroke="${PALE}" stroke-width="6"/></g>`,
  megaphone: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 -20 L20 -60 L20 60 L-60 20 Z" fill="${GREEN}"/><rect x="-80" y="-22" width="24" height="44" rx="6" fill="${GREEN_DARK}"/><path d="M-50 20 L-40 60 L-20 60 L-28 26" fill="${GREEN_DARK}"/><path d="M40 -30 Q60 0 40 30 M56 -48 Q86 0 56 48" fill="none" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/></g>`,
  shieldHeart: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -80 L70 -55 Q70 40 0 85 Q-70 40 -70 -55 Z" fill="${GREEN}"/><path d="M0 40 Q-45 8 -40 -16 Q-34 -40 -10 -34 Q-2 -32 0 -22 Q2 -32 10 -34 Q34 -40 40 -16 Q45 8 0 40 Z" fill="${WHITE}"/><path d="M-6 -12 h12 v10 h10 v12 h-10 v10 h-12 v-10 h-10 v-12 h10 Z" fill="${GOLD}"/></g>`,
  handshake: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-110" y="-20" width="90" height="40" rx="18" fill="${GREEN}" transform="rotate(-12)"/><rect x="20" y="-20" width="90" height="40" rx="18" fill="${GREEN_LIGHT}" transform="rotate(12)"/><ellipse cx="0" cy="0" rx="40" ry="26" fill="${GOLD}"/><path d="M-20 -8 H20 M-20 4 H20" stroke="${WHITE}" stroke-width="4" stroke-linecap="round"/></g>`,
  box: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-40" width="140" height="90" fill="${GOLD}" opacity="0.85"/><path d="M-70 -40 L-50 -70 H50 L70 -40 Z" fill="#e9c25a"/><path d="M-8 -10 h16 v12 h12 v16 h-12 v12 h-16 v-12 h-12 v-16 h12 Z" fill="${WHITE}"/></g>`,
  cap: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -40 L90 0 L0 40 L-90 0 Z" fill="${GREEN_DARK}"/><path d="M-50 18 V50 Q0 80 50 50 V18 L0 40 Z" fill="${GREEN}"/><path d="M70 8 V56" stroke="${GOLD}" stroke-width="5"/><circle cx="70" cy="60" r="7" fill="${GOLD}"/></g>`,
  screen: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-110" y="-80" width="220" height="140" rx="6" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="5"/><path d="M-90 20 L-50 20 L-35 -30 L-15 50 L5 -10 L20 20 L90 20" fill="none" stroke="${GREEN}" stroke-width="6" stroke-linejoin="round"/><path d="M0 60 V95 M-40 95 H40" stroke="${GREEN_DARK}" stroke-width="6"/></g>`,
  person: (x, y, s = 1, fill = GREEN) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cx="0" cy="-40" r="20" fill="${fill}"/><path d="M-32 40 V0 Q-32 -16 -16 -16 H16 Q32 -16 32 0 V40 Z" fill="${fill}"/></g>`,
  star: (x, y, r = 20, fill = GOLD) => {
    const points = [];
    for (let i = 0; i < 10; i += 1) {
      const radius = i % 2 ? r * 0.45 : r;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      points.push(
        `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`,
      );
    }
    return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
  },
  badge: (x, y, r = 40) =>
    `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${GREEN_DARK}"/><circle r="${r * 0.78}" fill="none" stroke="${GOLD}" stroke-width="${r * 0.08}"/><path d="M${-r * 0.12} ${-r * 0.45} h${r * 0.24} v${r * 0.33} h${r * 0.33} v${r * 0.24} h${-r * 0.33} v${r * 0.33} h${-r * 0.24} v${-r * 0.33} h${-r * 0.33} v${-r * 0.24} h${r * 0.33} Z" fill="${WHITE}"/></g>`,
  tent: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-120 60 L0 -60 L120 60 Z" fill="${GREEN}"/><path d="M-30 60 L0 -10 L30 60 Z" fill="${MINT}"/><path d="M0 -60 V-90" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M0 -90 L24 -82 L0 -74" fill="${GOLD}"/></g>`,
  book: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -40 Q-50 -60 -100 -40 V60 Q-50 40 0 60 Z" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M0 -40 Q50 -60 100 -40 V60 Q50 40 0 60 Z" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M-80 -20 Q-50 -30 -20 -20 M-80 0 Q-50 -10 -20 0 M20 -20 Q50 -30 80 -20 M20 0 Q50 -10 80 0" stroke="${GREEN_LIGHT}" stroke-width="4" fill="none"/></g>`,
  bubble: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-90" y="-60" width="180" height="100" rx="24" fill="${WHITE}" stroke="${GREEN}" stroke-width="5"/><path d="M-40 38 L-60 76 L-10 40" fill="${WHITE}" stroke="${GREEN}" stroke-width="5" stroke-linejoin="round"/><circle cx="-40" cy="-10" r="9" fill="${GREEN}"/><circle cx="0" cy="-10" r="9" fill="${GREEN}"/><circle cx="40" cy="-10" r="9" fill="${GREEN}"/></g>`,
  table: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="110" ry="40" fill="${GREEN}"/><ellipse cx="0" cy="-6" rx="110" ry="40" fill="${GREEN_LIGHT}"/>${[-120, -60, 0, 60, 120].map((cx) => `<circle cx="${cx}" cy="${cx === 0 ? -62 : Math.abs(cx) > 100 ? -10 : -52}" r="14" fill="${GREEN_DARK}"/>`).join('')}</g>`,
  calendar: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-60" y="-55" width="120" height="110" rx="8" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><rect x="-60" y="-55" width="120" height="28" rx="8" fill="${GREEN}"/>${[0, 1, 2].map((r) => [0, 1, 2, 3].map((c) => `<rect x="${-48 + c * 26}" y="${-18 + r * 22}" width="16" height="14" fill="${r === 1 && c === 2 ? GOLD : PALE}"/>`).join('')).join('')}</g>`,
  scale: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})" stroke="${GREEN_DARK}" stroke-width="5" fill="none"><path d="M0 -70 V60 M-40 60 H40 M-70 -50 H70"/><path d="M-70 -50 L-90 0 H-50 Z M70 -50 L50 0 H90 Z" fill="${GOLD}"/></g>`,
  chart: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-60" width="140" height="120" rx="6" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><rect x="-50" y="0" width="20" height="40" fill="${GREEN_LIGHT}"/><rect x="-20" y="-20" width="20" height="60" fill="${GREEN}"/><rect x="10" y="-40" width="20" height="80" fill="${GREEN_DARK}"/><rect x="40" y="-10" width="14" height="50" fill="${GOLD}"/></g>`,
  envelope: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-45" width="140" height="90" rx="6" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="4"/><path d="M-70 -45 L0 10 L70 -45" fill="none" stroke="${GREEN_DARK}" stroke-width="4"/></g>`,
  cards: (x, y, s = 1) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-70" y="-20" width="140" height="80" rx="6" fill="${GREEN}"/>${[0, 1, 2].map((i) => `<rect x="${-56 + i * 8}" y="${-60 + i * 14}" width="100" height="60" rx="6" fill="${WHITE}" stroke="${GREEN_DARK}" stroke-width="3"/><circle cx="${-36 + i * 8}" cy="${-34 + i * 14}" r="10" fill="${GREEN_LIGHT}"/>`).join('')}</g>`,
};

const s = shapes;

function drawing(...parts) {
  return scene(parts.join(''));
}

function portrait(body, size = 400) {
  return svg(size, size, `<rect width="${size}" height="${size}" fill="${MINT}"/>${body}`);
}

function staff(motif) {
  return portrait(`<circle cx="200" cy="200" r="150" fill="${PALE}"/>${motif}`);
}

function wrap(name, max) {
  const lines = [];
  let line = '';
  for (const word of name.split(' ')) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return lines;
}

function escapeXml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function wordmark(name, width = 640, height = 449) {
  const initials = name
    .split(' ')
    .filter((word) => /^[A-Z]/.test(word))
    .map((word) => word[0])
    .join('');
  const lines = wrap(name, 22);
  const size = width >= 600 ? 38 : 22;
  const top = height / 2 + 10 - ((lines.length - 1) * size * 1.2) / 2 + size * 0.4;
  const text = lines
    .map(
      (line, index) =>
        `<text x="${width / 2}" y="${(top + index * size * 1.2).toFixed(1)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="${INK}" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join('');
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${WHITE}"/><rect x="12" y="12" width="${width - 24}" height="${height - 24}" rx="18" fill="none" stroke="${PALE}" stroke-width="4"/>` +
      `<text x="${width / 2}" y="${height * 0.3}" font-family="Georgia, serif" font-size="${size * 1.7}" font-weight="700" fill="${GREEN}" text-anchor="middle">${initials}</text>` +
      `<rect x="${width / 2 - 60}" y="${height * 0.36}" width="120" height="5" rx="2" fill="${GOLD}"/>` +
      text,
  );
}

const files = {
  'people/default-male.svg': portrait(
    `<circle cx="200" cy="150" r="70" fill="${GREEN_LIGHT}"/><path d="M135 120 Q140 70 200 70 Q260 70 265 120 Q240 95 200 100 Q160 95 135 120 Z" fill="${GREEN_DARK}"/><path d="M70 400 Q70 250 200 250 Q330 250 330 400 Z" fill="${GREEN}"/><path d="M175 250 L200 300 L225 250" fill="${WHITE}"/>`,
  ),
  'people/default-female.svg': portrait(
    `<path d="M120 230 Q110 80 200 78 Q290 80 280 230 Z" fill="${GREEN_DARK}"/><circle cx="200" cy="155" r="66" fill="${GREEN_LIGHT}"/><path d="M136 140 Q150 84 200 86 Q250 84 264 140 Q230 110 200 112 Q170 110 136 140 Z" fill="${GREEN_DARK}"/><path d="M70 400 Q70 255 200 255 Q330 255 330 400 Z" fill="${GREEN}"/><circle cx="200" cy="290" r="8" fill="${GOLD}"/>`,
  ),
  'people/default-office.svg': portrait(
    `<circle cx="200" cy="150" r="68" fill="${GREEN_LIGHT}"/><path d="M70 400 Q70 250 200 250 Q330 250 330 400 Z" fill="${GREEN}"/>${s.badge(260, 320, 28)}`,
  ),
  'staff/head-of-secretariat.svg': staff(
    `<rect x="90" y="220" width="220" height="20" fill="${GREEN_DARK}"/>${s.calendar(160, 170, 0.8)}${s.badge(260, 180, 32)}`,
  ),
  'staff/personal-assistant.svg': staff(
    `${s.calendar(170, 200, 1)}<rect x="240" y="210" width="70" height="44" rx="10" fill="${GREEN_DARK}"/><rect x="250" y="196" width="50" height="16" rx="8" fill="${GREEN}"/>`,
  ),
  'staff/legal-advisor.svg': staff(`${s.book(200, 250, 0.9)}${s.scale(200, 150, 0.8)}`),
  'staff/finance-manager.svg': staff(s.chart(200, 200, 1.2)),
  'staff/accounts-assistant.svg': staff(
    `<rect x="140" y="120" width="100" height="150" rx="10" fill="${GREEN_DARK}"/><rect x="152" y="134" width="76" height="30" fill="${PALE}"/>${[0, 1, 2].map((r) => [0, 1, 2].map((c) => `<rect x="${154 + c * 26}" y="${178 + r * 28}" width="18" height="18" rx="3" fill="${WHITE}"/>`).join('')).join('')}<rect x="255" y="170" width="60" height="90" fill="${WHITE}" stroke="${GREEN}" stroke-width="3"/>`,
  ),
  'staff/membership-officer.svg': staff(s.cards(200, 210, 1.2)),
  'staff/communications-officer.svg': staff(s.megaphone(200, 200, 1.1)),
  'staff/cpd-coordinator.svg': staff(`${s.book(200, 260, 0.8)}${s.cap(200, 160, 0.9)}`),
  'staff/office-assistant.svg': staff(
    `${s.envelope(200, 240, 1)}<rect x="120" y="120" width="160" height="50" rx="6" fill="${GREEN}"/><rect x="130" y="110" width="70" height="20" rx="4" fill="${GREEN_LIGHT}"/>`,
  ),
  'news/lab-coats-ndola.svg': drawing(
    s.hospital(430, 230, 1),
    `<rect x="60" y="250" width="260" height="24" fill="${GREEN_DARK}"/>`,
    s.labCoat(120, 200, 0.6),
    s.labCoat(200, 200, 0.6),
    s.labCoat(280, 200, 0.6),
  ),
  'news/lab-coats-kitwe.svg': drawing(
    `<path d="M240 90 H360" stroke="${GREEN_DARK}" stroke-width="6"/><path d="M300 70 V90" stroke="${GREEN_DARK}" stroke-width="6"/>`,
    s.labCoat(300, 190, 1),
    s.stethoscope(470, 210, 1),
  ),
  'news/lab-coats-livingstone.svg': drawing(
    s.labCoat(170, 200, 0.8),
    s.labCoat(300, 200, 0.8),
    s.labCoat(430, 200, 0.8),
    s.badge(520, 80, 34),
  ),
  'news/lab-coats-chipata.svg': drawing(s.box(300, 250, 1.6), s.labCoat(300, 150, 0.55)),
  'news/agm-2024.svg': drawing(s.podium(300, 150, 1), s.chairs(160, 250, 7, 2)),
  'news/agm-award.svg': drawing(
    `<rect x="80" y="270" width="440" height="20" fill="${GREEN_DARK}"/>`,
    s.trophy(220, 190, 1.2),
    s.document(400, 180, 0.7),
  ),
  'news/agm-resolutions.svg': drawing(
    s.document(300, 190, 1.1),
    `<path d="M400 120 L460 260" stroke="${INK}" stroke-width="8" stroke-linecap="round"/>`,
  ),
  'news/professional-practice.svg': drawing(s.clipboard(240, 200, 1.1), s.stethoscope(420, 200, 1)),
  'news/advocacy.svg': drawing(s.hospital(430, 220, 0.9), s.megaphone(200, 200, 1.2)),
  'news/health-insurance.svg': drawing(s.shieldHeart(300, 190, 1.3)),
  'news/partner-support.svg': drawing(s.box(300, 260, 1.2), s.handshake(300, 130, 1)),
  'news/statement-hea.svg': drawing(s.document(320, 200, 1), s.cap(200, 130, 0.8)),
  'news/statement-moh.svg': drawing(s.document(220, 200, 1), s.hospital(430, 230, 0.8)),
  'news/cpd-day.svg': drawing(s.screen(330, 170, 1), s.person(150, 250, 1.2)),
  'news/seasons-greetings.svg': drawing(
    s.badge(300, 200, 70),
    s.star(160, 110, 26),
    s.star(440, 100, 20, GREEN),
    s.star(470, 260, 28),
    s.star(130, 270, 18, GREEN),
  ),
  'events/annual-general-meeting.svg': drawing(
    s.podium(300, 140, 0.9),
    s.badge(300, 70, 26),
    s.chairs(140, 240, 8, 2),
  ),
  'events/cpd-conference.svg': drawing(s.screen(300, 150, 1.1), s.chairs(160, 270, 7, 1)),
  'events/provincial-meeting.svg': drawing(
    s.table(300, 250, 1.2),
    `<path d="M240 60 L330 50 L370 90 L350 140 L280 150 L230 110 Z" fill="${GREEN_LIGHT}" stroke="${GREEN_DARK}" stroke-width="4"/>`,
  ),
  'events/screening-day.svg': drawing(
    s.tent(260, 220, 1),
    s.person(430, 260, 0.9),
    s.person(490, 265, 0.8, GREEN_DARK),
    s.person(540, 270, 0.7),
  ),
  'carousel/care-in-every-district.svg': scene(
    `<path d="M0 430 Q400 320 800 420 T1600 390 V640 H0 Z" fill="${GREEN_LIGHT}"/>${s.hospital(1110, 360, 2.4)}${s.person(760, 470, 2)}${s.person(1450, 480, 2, GREEN_DARK)}`,
    { width: 1600, height: 640 },
  ),
  'carousel/join-the-association.svg': scene(
    `${[-3, -2, -1, 0, 1, 2, 3].map((i) => `<rect x="${1086 + i * 110}" y="${420 - Math.abs(i) * 14}" width="28" height="${220 + Math.abs(i) * 14}" rx="14" fill="${i % 2 ? GREEN : GREEN_DARK}"/><circle cx="${1100 + i * 110}" cy="${412 - Math.abs(i) * 14}" r="26" fill="${i % 2 ? GREEN : GREEN_DARK}"/>`).join('')}${s.badge(1100, 220, 130)}`,
    { width: 1600, height: 640 },
  ),
  // Slide 3's own drawing, for a third slide an editor adds without a picture.
  'carousel/members-talking-together.svg': scene(
    `${s.bubble(1150, 190, 1.3)}${s.table(1150, 480, 2.2)}${s.person(790, 500, 1.6, GREEN_DARK)}${s.person(1510, 500, 1.6)}`,
    { width: 1600, height: 640 },
  ),
  'landing/success-story.svg': drawing(
    `<path d="M80 90 H520" stroke="${GREEN_DARK}" stroke-width="6"/>`,
    s.labCoat(150, 190, 0.7),
    s.labCoat(250, 190, 0.7),
    s.labCoat(350, 190, 0.7),
    s.labCoat(450, 190, 0.7),
  ),
  'landing/organisation.svg': svg(
    320,
    240,
    `<rect width="320" height="240" fill="${MINT}"/>${s.person(110, 150, 0.9, GREEN_DARK)}${s.person(160, 140, 1.1)}${s.person(210, 150, 0.9, GREEN_LIGHT)}`,
  ),
  'landing/advocacy.svg': svg(
    320,
    240,
    `<rect width="320" height="240" fill="${MINT}"/>${s.megaphone(130, 130, 0.8)}${s.bubble(235, 90, 0.6)}`,
  ),
  'landing/learning-and-cpd.svg': svg(
    320,
    240,
    `<rect width="320" height="240" fill="${MINT}"/>${s.book(115, 135, 0.6)}${s.clipboard(225, 125, 0.8)}`,
  ),
  'landing/member-benefits.svg': svg(
    320,
    240,
    `<rect width="320" height="240" fill="${MINT}"/>${s.shieldHeart(160, 120, 0.75)}`,
  ),
  'duties/delivering-care.svg': drawing(s.hospital(300, 190, 1.1), s.person(470, 250, 1)),
  'duties/professional-practice.svg': drawing(
    s.labCoat(230, 170, 0.8),
    s.stethoscope(390, 170, 1.1),
  ),
  'duties/training-institutions-and-students.svg': drawing(s.cap(300, 110, 1), s.book(300, 250, 1)),
  'duties/advocacy-in-health-care.svg': drawing(s.megaphone(260, 190, 1.3), s.scale(450, 210, 0.9)),
  'duties/member-benefits.svg': drawing(s.shieldHeart(300, 190, 1.2)),
  'vacancies/coaz-wordmark.svg': wordmark('Clinical Officers Association of Zambia', 320, 160),
};

const partnerNames = {
  'health-professions-council-of-zambia': 'Health Professions Council of Zambia',
  'higher-education-authority': 'Higher Education Authority',
  'ministry-of-health': 'Ministry of Health',
  'zambia-qualifications-authority': 'Zambia Qualifications Authority',
  'zambia-medicines-regulatory-authority': 'Zambia Medicines Regulatory Authority',
  'national-health-insurance-management-authority':
    'National Health Insurance Management Authority',
  'ministry-of-local-government': 'Ministry of Local Government and Rural Development',
  'lusaka-city-council': 'Lusaka City Council',
};
for (const [file, name] of Object.entries(partnerNames))
  files[`partners/${file}.svg`] = wordmark(name);

for (const [path, content] of Object.entries(files)) {
  const target = join(root, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
}
console.log(`drew ${Object.keys(files).length} images into assets/`);
