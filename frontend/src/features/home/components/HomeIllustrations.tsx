import type { ReactNode } from 'react';
import type { MessageId } from '../../../i18n/message-ids';

/**
 * Small hand-drawn SVG scenes for the home page (no image downloads). Each is an <svg role="img"> with a label.
 */
interface ArtProps {
  label: string;
}

function Frame({ label, sky, children }: ArtProps & { sky: string; children: ReactNode }) {
  return (
    <svg className="home-art" viewBox="0 0 240 180" role="img" aria-label={label} focusable="false">
      <rect width="240" height="180" fill={sky} />
      {children}
    </svg>
  );
}

function windows(x: number, y: number, columns: number, rows: number, colour: string) {
  const cells = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      cells.push(
        <rect
          key={`${row}-${column}`}
          x={x + column * 14}
          y={y + row * 16}
          width="8"
          height="10"
          rx="1"
          fill={colour}
        />,
      );
    }
  }
  return cells;
}

function HighRise({ label }: ArtProps) {
  return (
    <Frame label={label} sky="#f6d6b8">
      <circle cx="190" cy="42" r="18" fill="#f2a65a" />
      <rect x="30" y="40" width="62" height="140" fill="#2f5d62" />
      {windows(38, 50, 4, 7, '#f8e6a0')}
      <rect x="104" y="70" width="50" height="110" fill="#5e8b7e" />
      {windows(111, 80, 3, 5, '#fdf3d0')}
      <rect x="164" y="96" width="52" height="84" fill="#a7c4bc" />
      {windows(171, 106, 3, 4, '#ffffff')}
      <rect y="168" width="240" height="12" fill="#44615b" />
    </Frame>
  );
}

function Villa({ label }: ArtProps) {
  return (
    <Frame label={label} sky="#cfe8ef">
      <rect y="140" width="240" height="40" fill="#8cc084" />
      <path d="M52 140V92h136v48z" fill="#fff8ee" />
      <path d="M40 96l80-40 80 40z" fill="#c8553d" />
      <rect x="108" y="108" width="24" height="32" fill="#7a4b2a" />
      <rect x="66" y="104" width="26" height="18" fill="#6fb3c8" />
      <rect x="148" y="104" width="26" height="18" fill="#6fb3c8" />
      <path d="M210 140v-46" stroke="#7a5230" strokeWidth="5" />
      <path
        d="M210 96c-18-4-26 4-30 12 10-8 20-8 30-12zm0 0c18-4 26 4 30 12-10-8-20-8-30-12zm0 0c-8-14-2-22 6-26-4 8-4 16-6 26z"
        fill="#3f8f4f"
      />
    </Frame>
  );
}

function RowHouses({ label }: ArtProps) {
  const colours = ['#e9c46a', '#f4a261', '#2a9d8f', '#e76f51'];
  return (
    <Frame label={label} sky="#dfe9f5">
      <rect y="150" width="240" height="30" fill="#9aa5a1" />
      {colours.map((colour, index) => (
        <g key={colour} transform={`translate(${16 + index * 54} 0)`}>
          <rect x="0" y="84" width="50" height="66" fill={colour} />
          <path d="M-4 86l29-24 29 24z" fill="#5a3e36" />
          <rect x="18" y="122" width="14" height="28" fill="#3d2c29" />
          <rect x="8" y="96" width="12" height="12" fill="#ffffff" />
          <rect x="30" y="96" width="12" height="12" fill="#ffffff" />
        </g>
      ))}
    </Frame>
  );
}

function Studio({ label }: ArtProps) {
  return (
    <Frame label={label} sky="#f3ede4">
      <rect x="20" y="24" width="78" height="70" fill="#bfe0f0" stroke="#8b6d4f" strokeWidth="4" />
      <path d="M59 24v70M20 59h78" stroke="#8b6d4f" strokeWidth="3" />
      <rect y="150" width="240" height="30" fill="#c49a6c" />
      <rect x="120" y="112" width="100" height="30" rx="6" fill="#0f5c4d" />
      <rect x="114" y="100" width="16" height="46" rx="5" fill="#0a4338" />
      <rect x="210" y="100" width="16" height="46" rx="5" fill="#0a4338" />
      <path d="M40 150v-30" stroke="#6b4f2f" strokeWidth="4" />
      <circle cx="40" cy="112" r="16" fill="#5f9e61" />
      <rect x="150" y="40" width="44" height="30" fill="#fff" stroke="#8b6d4f" strokeWidth="3" />
    </Frame>
  );
}

function Balcony({ label }: ArtProps) {
  return (
    <Frame label={label} sky="#fbe3d5">
      <rect x="0" y="0" width="240" height="104" fill="#e7b89a" />
      <rect x="40" y="20" width="60" height="84" fill="#5a7d9a" />
      <rect x="140" y="20" width="60" height="84" fill="#5a7d9a" />
      <rect y="104" width="240" height="8" fill="#6d5847" />
      {Array.from({ length: 13 }, (_, index) => (
        <rect key={index} x={6 + index * 18} y="112" width="4" height="44" fill="#6d5847" />
      ))}
      <rect y="154" width="240" height="26" fill="#b08968" />
      <circle cx="30" cy="98" r="14" fill="#4c956c" />
      <circle cx="212" cy="96" r="16" fill="#e76f51" />
      <circle cx="200" cy="100" r="10" fill="#2c6e49" />
    </Frame>
  );
}

export const HOME_ILLUSTRATIONS: {
  key: string;
  Art: (props: ArtProps) => ReactNode;
  labelId: MessageId;
  captionId: MessageId;
}[] = [
  {
    key: 'high-rise',
    Art: HighRise,
    labelId: 'home.discover.highRise.label',
    captionId: 'home.discover.highRise.caption',
  },
  { key: 'villa', Art: Villa, labelId: 'home.discover.villa.label', captionId: 'home.discover.villa.caption' },
  {
    key: 'row-houses',
    Art: RowHouses,
    labelId: 'home.discover.rowHouses.label',
    captionId: 'home.discover.rowHouses.caption',
  },
  { key: 'studio', Art: Studio, labelId: 'home.discover.studio.label', captionId: 'home.discover.studio.caption' },
  {
    key: 'balcony',
    Art: Balcony,
    labelId: 'home.discover.balcony.label',
    captionId: 'home.discover.balcony.caption',
  },
];
