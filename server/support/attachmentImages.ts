import { encodePng } from '../p2p/evidenceImages.ts';

/**
 * Small real PNG pictures for seeded ticket attachments: a "screenshot" of an app screen with a
 * coloured title bar, a dialog and a button, different per variant. Built here, so the seed needs
 * no image files and no image library.
 */

const WIDTH = 200;
const HEIGHT = 140;

type Rgb = [number, number, number];
const ACCENTS: Rgb[] = [
  [22, 101, 52],
  [30, 64, 175],
  [185, 28, 28],
  [161, 98, 7],
];

export const ATTACHMENT_VARIANTS = ACCENTS.length;

export function screenshotPng(variant: number): Buffer {
  const accent = ACCENTS[variant % ACCENTS.length];
  const lineLengths = [0, 1, 2].map((i) => 50 + ((variant * 29 + i * 41) % 70));
  return encodePng(WIDTH, HEIGHT, (x, y) => {
    if (y < 18) return [33, 37, 41]; // the app's title bar
    const inDialog = x >= 30 && x < 170 && y >= 34 && y < 118;
    if (!inDialog) return [226, 232, 240];
    if (y < 48) return accent; // the dialog's header
    for (const [i, length] of lineLengths.entries()) {
      const top = 58 + i * 12;
      if (y >= top && y < top + 5 && x >= 40 && x < 40 + length) return [148, 163, 184];
    }
    if (y >= 98 && y < 110 && x >= 120 && x < 160) return accent; // the dialog's button
    return [255, 255, 255];
  });
}
