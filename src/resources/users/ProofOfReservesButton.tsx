import { useState } from 'react';
import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useDataProvider, useRecordContext } from 'react-admin';
import type { ExchangeDataProvider } from '../../dataProvider';
import { newestProof, proofTexts, saveProof, TREASURY_ERRORS } from '../shared/treasury';
import { useToast } from '../shared/useToast';

/** Long enough to read the file's name and copy the command that checks it. */
const SAVED_TOAST_MS = 10_000;

/**
 * The user's page: their proof of reserves in the newest published snapshot, saved as the JSON
 * file the offline verifier reads. Nothing published yet, or the user not in it, is said in
 * words (the server's for the latter).
 */
export function ProofOfReservesButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const userId = String(record.id);

  const download = async () => {
    setBusy(true);
    try {
      const file = saveProof(await newestProof(dataProvider, userId), userId);
      toast.success(proofTexts.saved(file), SAVED_TOAST_MS);
    } catch (error) {
      toast.failure(error, TREASURY_ERRORS.proof, SAVED_TOAST_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={busy}
      title={proofTexts.hint}
    >
      {busy ? proofTexts.downloading : proofTexts.download}
    </Button>
  );
}
