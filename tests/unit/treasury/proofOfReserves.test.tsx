import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, fail, ok, recorder, resetFactories, server } from '../msw';
import { renderApp, resetAdminCaches, shellHandlers } from '../app/renderApp';
import { TREASURY_PATHS } from '../../../src/contracts/treasury';
import { proofTexts } from '../../../src/resources/shared/treasury';
import { buildProof, buildSnapshot, profileOf, snapshotPage } from './treasuryFixtures';

vi.setConfig({ testTimeout: 60_000 });
const T = { timeout: 30_000 };
const BUTTON = 'Download proof of reserves';

/** The browser's download, observed: the file handed to an object URL and the link clicked. */
function captureDownloads() {
  const files: { blob: Blob; filename: string }[] = [];
  let pending: Blob | null = null;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:proof';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) files.push({ blob: pending, filename: this.download });
    pending = null;
  });
  return files;
}

/** A user's record page, with the snapshots the server has published. */
function userPage(snapshots = [buildSnapshot({ id: 'snap-2' })]) {
  const user = buildUser({ name: 'Dana Levi' });
  server.use(
    ok('post', '/admin/adminUserData', { user, kyc: null, balances: [] }),
    ok('get', TREASURY_PATHS.snapshots, snapshotPage(snapshots)),
  );
  renderApp(`/admin/user-details/${user._id}`);
  return user;
}

const proofPath = (id: string, userId: string) =>
  TREASURY_PATHS.proof.replace(':id', id).replace(':userId', userId);

describe('a user’s proof of reserves (their record page)', () => {
  beforeEach(() => {
    resetFactories();
    server.use(...shellHandlers());
    server.use(profileOf('finance'));
  });
  afterEach(() => {
    resetAdminCaches();
    vi.restoreAllMocks();
  });

  it('downloads the newest published snapshot’s proof as proof-of-reserves-<snapshot>-<user>.json', async () => {
    const downloads = captureDownloads();
    const clicker = userEvent.setup();
    const building = buildSnapshot({ id: 'snap-3', status: 'building', publishedAt: null });
    const user = userPage([building, buildSnapshot({ id: 'snap-2' }), buildSnapshot()]);
    const proof = buildProof('snap-2', user._id);
    const asked = recorder('get', proofPath('snap-2', user._id), () => ({
      success: true,
      result: proof,
    }));
    server.use(asked.handler);

    await clicker.click(await screen.findByRole('button', { name: BUTTON }, T));
    await waitFor(() => expect(downloads).toHaveLength(1), T);
    const [{ blob, filename }] = downloads;
    expect(filename).toBe(`proof-of-reserves-snap-2-${user._id}.json`);
    expect(JSON.parse(await blob.text())).toEqual(proof);
    expect(asked.calls).toHaveLength(1);
    expect(
      await screen.findByText(`npm run verify-proof -- ${filename}`, { exact: false }, T),
    ).toBeInTheDocument();
  });

  it('says so in the server’s words when the user is not in the snapshot', async () => {
    const downloads = captureDownloads();
    const clicker = userEvent.setup();
    const user = userPage();
    const missing = 'This user has no leaf in snapshot snap-2';
    server.use(fail('get', proofPath('snap-2', user._id), 404, missing));
    await clicker.click(await screen.findByRole('button', { name: BUTTON }, T));
    expect(await screen.findByText(missing, {}, T)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('says no snapshot is published yet, and asks for no proof', async () => {
    const downloads = captureDownloads();
    const clicker = userEvent.setup();
    userPage([buildSnapshot({ id: 'snap-9', status: 'failed', publishedAt: null })]);
    await clicker.click(await screen.findByRole('button', { name: BUTTON }, T));
    expect(await screen.findByText(proofTexts.noSnapshot, {}, T)).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });

  it('is not offered to a role that may not read the treasury', async () => {
    server.use(profileOf('support'));
    userPage();
    expect(
      await screen.findByRole('heading', { name: 'Dana Levi', level: 1 }, T),
    ).toBeInTheDocument();
    // Once the sidebar has its entries, the profile (and the role's permissions) has answered.
    await waitFor(
      () =>
        expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveAttribute(
          'aria-busy',
        ),
      T,
    );
    expect(screen.queryByRole('button', { name: BUTTON })).not.toBeInTheDocument();
  });
});
