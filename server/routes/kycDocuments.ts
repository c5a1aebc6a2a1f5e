import { createHash } from 'node:crypto';

/** What the generated document images show. */
export interface DocumentSubject {
  id: string;
  name: string;
  nationality: string;
  dateOfBirth: string;
  address: string;
  documentType: 'passport' | 'national_id' | 'driving_licence';
  documentNumber: string;
  submittedAt: string;
}

export type DocumentSide = 'front' | 'back' | 'selfie';

const TITLES = {
  passport: 'PASSPORT',
  national_id: 'NATIONAL IDENTITY CARD',
  driving_licence: 'DRIVING LICENCE',
} as const;
const COLOURS = {
  passport: '#1f3a68',
  national_id: '#1d5b4f',
  driving_licence: '#7a3b12',
} as const;
const SKIN = ['#f1c7a3', '#e0ac7e', '#c68642', '#8d5524', '#f6d5b8', '#a8744f'];
const BACKDROPS = ['#dfe7ef', '#e8e2d6', '#dde8df', '#e9dde6', '#e3e3e3'];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

/** Bytes derived from the record, so the same submission always renders the same picture. */
const digest = (subject: DocumentSubject) =>
  createHash('sha256').update(`${subject.id}:${subject.documentNumber}`).digest();

function person(
  x: number,
  y: number,
  w: number,
  h: number,
  skin: string,
  backdrop: string,
): string {
  const cx = x + w / 2;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${backdrop}"/>
  <ellipse cx="${cx}" cy="${y + h * 0.4}" rx="${w * 0.22}" ry="${h * 0.2}" fill="${skin}"/>
  <path d="M${x + w * 0.12} ${y + h} C${x + w * 0.15} ${y + h * 0.68}, ${x + w * 0.85} ${y + h * 0.68}, ${x + w * 0.88} ${y + h} Z" fill="#44546a"/>`;
}

function mrz(subject: DocumentSubject): [string, string] {
  const [given = '', ...rest] = subject.name
    .toUpperCase()
    .replace(/[^A-Z ]/g, '')
    .split(' ');
  const line1 = `P<${subject.nationality.slice(0, 3).toUpperCase()}${rest.join('<')}<<${given}`
    .padEnd(44, '<')
    .slice(0, 44);
  const dob = subject.dateOfBirth.replace(/-/g, '').slice(2);
  const line2 = `${subject.documentNumber.replace(/[^A-Z0-9]/g, '').padEnd(9, '<')}0${dob}`
    .padEnd(44, '<')
    .slice(0, 44);
  return [line1, line2];
}

function front(subject: DocumentSubject, bytes: Buffer): string {
  const colour = COLOURS[subject.documentType];
  const field = (label: string, value: string, y: number) =>
    `<text x="300" y="${y}" font-size="15" fill="#5b6675">${label}</text>
  <text x="300" y="${y + 24}" font-size="22" font-weight="600" fill="#111">${escapeXml(value)}</text>`;
  const [l1, l2] = mrz(subject);
  const bottom =
    subject.documentType === 'passport'
      ? `<text x="40" y="478" font-family="monospace" font-size="21" fill="#222">${escapeXml(l1)}</text>
  <text x="40" y="506" font-family="monospace" font-size="21" fill="#222">${escapeXml(l2)}</text>`
      : `<text x="40" y="500" font-size="16" fill="#5b6675">Signature</text>
  <path d="M140 500 q30 -30 60 0 t60 0 t60 -10" stroke="#1b2a49" stroke-width="2" fill="none"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540" viewBox="0 0 860 540" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(`${TITLES[subject.documentType]} front of ${subject.name}`)}">
  <rect width="860" height="540" rx="24" fill="#f7f4ec"/>
  <rect width="860" height="84" rx="24" fill="${colour}"/><rect y="60" width="860" height="24" fill="${colour}"/>
  <text x="40" y="55" font-size="30" font-weight="700" fill="#fff" letter-spacing="3">${TITLES[subject.documentType]}</text>
  <text x="820" y="55" font-size="18" fill="#fff" text-anchor="end">${escapeXml(subject.nationality.toUpperCase())}</text>
  ${person(40, 110, 220, 280, SKIN[bytes[0] % SKIN.length], BACKDROPS[bytes[1] % BACKDROPS.length])}
  ${field('Name', subject.name, 130)}
  ${field('Nationality', subject.nationality, 190)}
  ${field('Date of birth', subject.dateOfBirth, 250)}
  ${field('Document no.', subject.documentNumber, 310)}
  ${field('Submitted', subject.submittedAt.slice(0, 10), 370)}
  ${bottom}
  <text x="560" y="300" font-size="64" font-weight="700" fill="${colour}" opacity="0.08" transform="rotate(-18 560 300)">SPECIMEN</text>
</svg>`;
}

function back(subject: DocumentSubject, bytes: Buffer): string {
  const bars: string[] = [];
  let x = 40;
  for (let i = 0; x < 820; i++) {
    const w = 2 + ((bytes[i % bytes.length] >> (i % 3)) % 5);
    if (i % 2 === 0) bars.push(`<rect x="${x}" y="330" width="${w}" height="110" fill="#111"/>`);
    x += w;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="540" viewBox="0 0 860 540" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(`${TITLES[subject.documentType]} back of ${subject.name}`)}">
  <rect width="860" height="540" rx="24" fill="#f7f4ec"/>
  <rect x="0" y="0" width="860" height="40" rx="20" fill="${COLOURS[subject.documentType]}"/>
  <text x="40" y="100" font-size="15" fill="#5b6675">Address</text>
  <text x="40" y="128" font-size="22" font-weight="600" fill="#111">${escapeXml(subject.address)}</text>
  <text x="40" y="180" font-size="15" fill="#5b6675">Holder</text>
  <text x="40" y="208" font-size="22" font-weight="600" fill="#111">${escapeXml(subject.name)}</text>
  <text x="40" y="260" font-size="15" fill="#5b6675">Document no.</text>
  <text x="40" y="288" font-size="22" font-weight="600" fill="#111">${escapeXml(subject.documentNumber)}</text>
  ${bars.join('')}
  <text x="430" y="490" font-size="64" font-weight="700" fill="#000" opacity="0.06" text-anchor="middle">SPECIMEN</text>
</svg>`;
}

function selfie(subject: DocumentSubject, bytes: Buffer): string {
  const skin = SKIN[bytes[0] % SKIN.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 480 600" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(`Selfie of ${subject.name} holding the document`)}">
  <rect width="480" height="600" fill="${BACKDROPS[bytes[1] % BACKDROPS.length]}"/>
  <ellipse cx="240" cy="220" rx="95" ry="120" fill="${skin}"/>
  <path d="M60 600 C70 400, 410 400, 420 600 Z" fill="#44546a"/>
  <rect x="250" y="400" width="170" height="108" rx="10" fill="#f7f4ec" stroke="${COLOURS[subject.documentType]}" stroke-width="4"/>
  <rect x="250" y="400" width="170" height="20" rx="8" fill="${COLOURS[subject.documentType]}"/>
  <text x="262" y="455" font-size="13" fill="#111">${escapeXml(subject.documentNumber)}</text>
  <ellipse cx="330" cy="500" rx="34" ry="22" fill="${skin}"/>
  <rect x="0" y="552" width="480" height="48" fill="#000" opacity="0.55"/>
  <text x="240" y="583" font-size="20" fill="#fff" text-anchor="middle">${escapeXml(subject.name)}</text>
</svg>`;
}

/** A deterministic placeholder image of an identity document side or a selfie (SVG text). */
export function documentSvg(subject: DocumentSubject, side: DocumentSide): string {
  const bytes = digest(subject);
  if (side === 'front') return front(subject, bytes);
  if (side === 'back') return back(subject, bytes);
  return selfie(subject, bytes);
}
