import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useRecordContext, type RaRecord } from 'react-admin';
import { ruleForCall } from '../../authProvider/access';
import { allowsRule, useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { usersContract } from '../../contracts/resources/users';
import { detailPath, paths } from '../../config/paths';
import { texts } from '../../messages/catalogue';
import type { FieldSchema } from '../types';
import { CopyButton } from './CopyButton';
import { EMPTY, isBlank, stopRowClick, valueAt } from './fieldBasics';

/** What opening a user's record page reads: the users' list call (a `show` check reads it). */
const READ_USERS = ruleForCall(usersContract.endpoint.method, usersContract.endpoint.path);

/** Where a person field finds the user's id: its `personId`, else the record's `userId`. */
export function personIdOf(field: Pick<FieldSchema, 'personId'>, record: RaRecord): string | null {
  const { personId = 'userId' } = field;
  const id = typeof personId === 'function' ? personId(record) : valueAt(record, personId);
  return isBlank(id) ? null : String(id);
}

/** The record page of the user with this id. */
export const personPath = (id: string): string => detailPath(paths.userDetails, id);

/**
 * A user of the exchange, named by e-mail, in every grid and on every page alike: the e-mail
 * links to their record page (where the admin's role may open it, and not on that very page),
 * and a copy button beside it copies the e-mail itself, since the link no longer offers it.
 */
export function PersonField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  const { pathname } = useLocation();
  // Read from the permissions the shell holds, not react-admin's access check: that one is a
  // query keyed by the row's record (25 per page, each row rendered again with its answer, the
  // e-mail plain text until then), and even shared it answers a commit after the rows.
  const canAccess = allowsRule(useHeldPermissions(), READ_USERS);
  if (!record) return null;
  const email = valueAt(record, field.source);
  if (isBlank(email)) return <span>{EMPTY}</span>;
  const text = String(email);
  const id = personIdOf(field, record);
  const to = id && canAccess ? personPath(id) : null;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', gap: 0.25 }}
      onClick={stopRowClick}
    >
      {to && to !== pathname ? (
        <MuiLink component={Link} to={to} variant="body2" title={text} sx={CUT}>
          {text}
        </MuiLink>
      ) : (
        <Typography component="span" variant="body2" title={text} sx={CUT}>
          {text}
        </Typography>
      )}
      <CopyButton
        size="small"
        label={`Copy ${text}`}
        value={text}
        message={texts.wallet.copiedToClipboard}
      />
    </Box>
  );
}

/** A long e-mail ends in an ellipsis in a narrow grid column; the copy button stays whole. */
const CUT = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
