import sharp from 'sharp';
import type { PoolCategory } from './demo-catalogue';
import { randomFor, type Random } from './random';

export const IMAGE_WIDTH = 1280;
export const IMAGE_HEIGHT = 853;

/** Wall, floor and accent colours of the variations (warm Indian interiors: whites, ochres, teals, terracotta). */
const PALETTES = [
  { wall: '#f3e9d2', wall2: '#e6d3a8', floor: '#b08a5a', accent: '#2a7f78', trim: '#ffffff' },
  { wall: '#e8eef2', wall2: '#c9d6df', floor: '#9c7b5b', accent: '#c0563b', trim: '#fafafa' },
  { wall: '#fbeee6', wall2: '#f1cdb8', floor: '#8d6e63', accent: '#3d5a80', trim: '#ffffff' },
  { wall: '#eef5e9', wall2: '#cfe2c3', floor: '#a1887f', accent: '#b5651d', trim: '#f7f7f2' },
  { wall: '#f5f0fa', wall2: '#ddd0ec', floor: '#7b6651', accent: '#00796b', trim: '#ffffff' },
  { wall: '#fff8e1', wall2: '#ffe0a3', floor: '#a47551', accent: '#6a1b9a', trim: '#fffdf5' },
  { wall: '#e9f3f7', wall2: '#bcdbe6', floor: '#c2a07a', accent: '#d1495b', trim: '#ffffff' },
  { wall: '#f2ebe5', wall2: '#d9c5b2', floor: '#6d4c41', accent: '#2e7d32', trim: '#fbf8f4' },
];

const CAPTIONS: Record<PoolCategory, string> = {
  'Living room': 'Living room',
  Kitchen: 'Kitchen',
  'Bed Room': 'Bedroom',
  Bathroom: 'Bathroom',
  'Front Door': 'Front door',
  floorplan: 'Floor plan',
};

type Palette = (typeof PALETTES)[number];

const W = IMAGE_WIDTH;
const H = IMAGE_HEIGHT;
const FLOOR_Y = 600;

function windowShape(x: number, y: number, w: number, h: number, p: Palette): string {
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bfe3f5" stroke="${p.trim}" stroke-width="14"/>` +
    `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="${p.trim}" stroke-width="8"/>` +
    `<rect x="${x - 20}" y="${y - 10}" width="${w / 2 - 10}" height="${h + 30}" fill="${p.accent}" opacity="0.55"/>`
  );
}

function livingRoom(p: Palette, r: Random): string {
  const sofaX = r.int(300, 520);
  return (
    windowShape(r.int(80, 160), 140, 300, 260, p) +
    `<rect x="${sofaX}" y="430" width="520" height="150" rx="30" fill="${p.accent}"/>` +
    `<rect x="${sofaX + 20}" y="370" width="480" height="100" rx="30" fill="${p.accent}" opacity="0.85"/>` +
    `<rect x="${sofaX + 120}" y="640" width="280" height="40" rx="8" fill="#5d4037"/>` +
    `<ellipse cx="${W / 2}" cy="${FLOOR_Y + 120}" rx="420" ry="70" fill="${p.wall2}" opacity="0.7"/>` +
    `<rect x="1060" y="250" width="12" height="330" fill="#424242"/><path d="M1010 250 L1122 250 L1096 180 L1036 180 Z" fill="#ffe082"/>` +
    `<rect x="${r.int(640, 780)}" y="150" width="160" height="110" fill="${p.wall2}" stroke="#6d4c41" stroke-width="8"/>`
  );
}

function kitchen(p: Palette, r: Random): string {
  const cabinets = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${120 + i * 175}" y="120" width="160" height="150" rx="6" fill="${p.accent}" opacity="${0.75 + (i % 2) * 0.15}"/>`,
  ).join('');
  return (
    cabinets +
    `<rect x="100" y="${FLOOR_Y - 190}" width="${W - 200}" height="30" fill="#eeeeee"/>` +
    `<rect x="100" y="${FLOOR_Y - 160}" width="${W - 200}" height="190" fill="${p.accent}"/>` +
    `<rect x="${r.int(420, 620)}" y="${FLOOR_Y - 205}" width="170" height="18" rx="4" fill="#37474f"/>` +
    `<circle cx="${r.int(700, 900)}" cy="${FLOOR_Y - 215}" r="22" fill="#b0bec5"/>` +
    `<rect x="${W - 300}" y="300" width="150" height="100" fill="#90a4ae" opacity="0.5"/>` +
    Array.from(
      { length: 10 },
      (_, i) =>
        `<line x1="${100 + i * 108}" y1="290" x2="${100 + i * 108}" y2="${FLOOR_Y - 190}" stroke="${p.trim}" stroke-width="3"/>`,
    ).join('')
  );
}

function bedroom(p: Palette, r: Random): string {
  const bedX = r.int(280, 460);
  return (
    windowShape(W - 380, 130, 260, 240, p) +
    `<rect x="${bedX}" y="300" width="540" height="130" rx="18" fill="#6d4c41"/>` +
    `<rect x="${bedX}" y="420" width="560" height="170" rx="16" fill="${p.trim}"/>` +
    `<rect x="${bedX + 10}" y="470" width="550" height="120" rx="16" fill="${p.accent}"/>` +
    `<rect x="${bedX + 40}" y="380" width="150" height="60" rx="25" fill="#fafafa"/>` +
    `<rect x="${bedX + 340}" y="380" width="150" height="60" rx="25" fill="#fafafa"/>` +
    `<rect x="${bedX - 130}" y="470" width="100" height="110" fill="#8d6e63"/>` +
    `<circle cx="${bedX - 80}" cy="440" r="30" fill="#ffe082"/>`
  );
}

function bathroom(p: Palette, r: Random): string {
  const tiles = Array.from({ length: 12 }, (_, i) =>
    Array.from(
      { length: 6 },
      (_, j) =>
        `<rect x="${i * 107}" y="${j * 100}" width="105" height="98" fill="${(i + j) % 2 === 0 ? p.trim : p.wall2}"/>`,
    ).join(''),
  ).join('');
  const basinX = r.int(760, 900);
  return (
    tiles +
    `<rect x="120" y="420" width="520" height="170" rx="70" fill="#fafafa" stroke="#b0bec5" stroke-width="6"/>` +
    `<rect x="${basinX}" y="180" width="200" height="240" rx="14" fill="#cfd8dc" stroke="${p.accent}" stroke-width="10"/>` +
    `<ellipse cx="${basinX + 100}" cy="470" rx="120" ry="30" fill="#fafafa" stroke="#b0bec5" stroke-width="5"/>` +
    `<rect x="${basinX + 85}" y="495" width="30" height="105" fill="#eceff1"/>` +
    `<rect x="150" y="150" width="12" height="200" fill="#90a4ae"/><circle cx="156" cy="150" r="26" fill="#90a4ae"/>`
  );
}

function frontDoor(p: Palette, r: Random): string {
  const doorX = r.int(470, 530);
  return (
    `<rect x="${doorX - 40}" y="110" width="340" height="${FLOOR_Y - 70}" fill="${p.trim}"/>` +
    `<rect x="${doorX}" y="150" width="260" height="${FLOOR_Y - 110}" rx="6" fill="${p.accent}"/>` +
    `<rect x="${doorX + 30}" y="190" width="90" height="160" rx="4" fill="#000" opacity="0.12"/>` +
    `<rect x="${doorX + 140}" y="190" width="90" height="160" rx="4" fill="#000" opacity="0.12"/>` +
    `<circle cx="${doorX + 225}" cy="${FLOOR_Y - 200}" r="11" fill="#ffd54f"/>` +
    `<rect x="${doorX - 80}" y="${FLOOR_Y + 40}" width="420" height="30" fill="#9e9e9e"/>` +
    `<rect x="${doorX - 120}" y="${FLOOR_Y + 70}" width="500" height="30" fill="#bdbdbd"/>` +
    `<path d="M${doorX - 40} 110 L${doorX + 130} 60 L${doorX + 300} 110 Z" fill="#6d4c41"/>` +
    `<rect x="${doorX - 170}" y="${FLOOR_Y - 40}" width="90" height="80" fill="#8d6e63"/>` +
    `<circle cx="${doorX - 125}" cy="${FLOOR_Y - 80}" r="60" fill="#43a047"/>` +
    `<rect x="${doorX + 340}" y="${FLOOR_Y - 40}" width="90" height="80" fill="#8d6e63"/>` +
    `<circle cx="${doorX + 385}" cy="${FLOOR_Y - 80}" r="60" fill="#2e7d32"/>` +
    `<path d="M${doorX + 20} ${FLOOR_Y + 30} h220" stroke="#e91e63" stroke-width="12" stroke-dasharray="12 10"/>`
  );
}

function floorplan(p: Palette, r: Random): string {
  const split = r.int(520, 720);
  const rooms = [
    { x: 140, y: 120, w: split - 140, h: 360, label: 'Living / Dining' },
    { x: split, y: 120, w: 1140 - split, h: 260, label: 'Bedroom' },
    { x: split, y: 380, w: (1140 - split) / 2, h: 250, label: 'Kitchen' },
    { x: split + (1140 - split) / 2, y: 380, w: (1140 - split) / 2, h: 250, label: 'Bath' },
    { x: 140, y: 480, w: split - 140, h: 150, label: 'Balcony' },
  ];
  return (
    `<rect x="0" y="0" width="${W}" height="${H}" fill="#fbfbf7"/>` +
    rooms
      .map(
        (room) =>
          `<rect x="${room.x}" y="${room.y}" width="${room.w}" height="${room.h}" fill="${p.wall}" stroke="#37474f" stroke-width="8"/>` +
          `<text x="${room.x + room.w / 2}" y="${room.y + room.h / 2}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#37474f" text-anchor="middle">${room.label}</text>`,
      )
      .join('') +
    `<path d="M${split} 200 a60 60 0 0 1 60 60" stroke="${p.accent}" stroke-width="4" fill="none"/>`
  );
}

const SCENES: Record<PoolCategory, (p: Palette, r: Random) => string> = {
  'Living room': livingRoom,
  Kitchen: kitchen,
  'Bed Room': bedroom,
  Bathroom: bathroom,
  'Front Door': frontDoor,
  floorplan,
};

/** The SVG of one variation of a category: a gradient room, simple shapes suggesting it, and a caption. */
export function imageSvg(category: PoolCategory, variation: number): string {
  const p = PALETTES[variation % PALETTES.length]!;
  const r = randomFor(`trio-demo-image:${category}:${variation}`);
  const background =
    category === 'floorplan'
      ? ''
      : `<rect x="0" y="0" width="${W}" height="${FLOOR_Y}" fill="url(#wall)"/>` +
        `<rect x="0" y="${FLOOR_Y}" width="${W}" height="${H - FLOOR_Y}" fill="url(#floor)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.wall}"/><stop offset="1" stop-color="${p.wall2}"/></linearGradient>` +
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="#3e2723"/></linearGradient></defs>` +
    background +
    SCENES[category](p, r) +
    `<rect x="0" y="${H - 70}" width="${W}" height="70" fill="#000" opacity="0.45"/>` +
    `<text x="40" y="${H - 24}" font-family="DejaVu Sans, sans-serif" font-size="34" fill="#fff">${CAPTIONS[category]} · Trio Rentals demo ${variation + 1}</text>` +
    `</svg>`
  );
}

/** One pool image as a 1280×853 JPEG. */
export function renderImage(category: PoolCategory, variation: number): Promise<Buffer> {
  return sharp(Buffer.from(imageSvg(category, variation)))
    .resize(IMAGE_WIDTH, IMAGE_HEIGHT)
    .jpeg({ quality: 82 })
    .toBuffer();
}
