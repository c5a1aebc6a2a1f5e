import { expect, test, type Page } from '@playwright/test';
import { adminToken, signIn } from './support/session';
import {
  gradient,
  jpegBytes,
  LANDING_HEIGHT as H,
  LANDING_WIDTH as W,
  pngBytes,
} from '../fixtures/images';

const darkFile = () => ({
  name: 'hero-dark.jpg',
  mimeType: 'image/jpeg',
  buffer: jpegBytes(W, H, gradient('dark')),
});
const lightFile = () => ({
  name: 'hero-light.png',
  mimeType: 'image/png',
  buffer: pngBytes(W, H, gradient('light')),
});

/** Drops a file on an element the way a browser does after a drag from the desktop. */
async function dropFile(page: Page, testId: string, file: ReturnType<typeof darkFile>) {
  await page.getByTestId(testId).evaluate(
    (zone, { name, mimeType, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }));
      for (const type of ['dragenter', 'dragover', 'drop'])
        zone.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  );
}

/** The natural size of a rendered image: it was really downloaded and decoded. */
const naturalSize = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`);

test('landing: a wrong-size image sends nothing; both images upload, save and come back after a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Landing page' }).click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await expect(page.getByRole('heading', { name: 'Landing page', level: 1 })).toBeVisible();
  const headline = page.getByRole('textbox', { name: 'Headline', exact: true });
  await expect(headline).not.toHaveValue('');

  const uploads: string[] = [];
  page.on('request', (request) => {
    if (/imageUpload/.test(request.url())) uploads.push(request.url());
  });
  await page.getByLabel('Dark-theme hero image file').setInputFiles({
    name: 'wide.png',
    mimeType: 'image/png',
    buffer: pngBytes(W - 1, H),
  });
  await expect(page.getByText('Invalid image dimensions')).toBeVisible();
  await expect(page.getByText('This image is 1482 × 989 pixels')).toBeVisible();
  expect(uploads).toEqual([]);

  // Dark by drag and drop, light with the file picker.
  await dropFile(page, 'dropzone-Dark-theme hero image', darkFile());
  await expect(page.getByRole('img', { name: 'Dark theme hero image' })).toBeVisible();
  await page.getByLabel('Light-theme hero image file').setInputFiles(lightFile());
  await expect(page.getByRole('img', { name: 'Light theme hero image' })).toBeVisible();
  expect(uploads).toHaveLength(2);
  await expect(page.getByText('Invalid image dimensions')).toHaveCount(0);

  await headline.fill('Trade 200+ assets with confidence');
  await expect(page.getByTestId('preview-light')).toContainText(
    'Trade 200+ assets with confidence',
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Landing content saved')).toBeVisible();

  await page.reload();
  await expect(headline).toHaveValue('Trade 200+ assets with confidence');
  await expect(page.getByRole('img', { name: 'Dark theme hero image' })).toBeVisible();
  await expect.poll(() => naturalSize(page, 'Dark theme hero image')).toBe(`${W}x${H}`);
  await expect.poll(() => naturalSize(page, 'Light theme hero image')).toBe(`${W}x${H}`);

  // The stored files are served as what they are, never sniffed, and only with the bearer.
  const token = await adminToken(page);
  const { result } = await (
    await page.request.get('/api/admin/getlanding', {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const served = await page.request.get(`/api${result.darkImage}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['x-content-type-options']).toBe('nosniff');
  expect((await page.request.get(`/api${result.darkImage}`)).status()).toBe(401);

  // Unsaved changes: leaving through the sidebar asks first; dismissing stays with the edits.
  await headline.fill('Not saved yet');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/admin\/landing$/);
  await expect(headline).toHaveValue('Not saved yet');
  page.once('dialog', (dialog) => void dialog.accept());
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
