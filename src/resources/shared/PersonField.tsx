import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useCanAccess, useRecordContext, type RaRecord } from 'react-admin';
import { detailPath, paths } from '../../config/paths';
import { texts } from '../../messages/catalogue';
import type { FieldSchema } from '../types';
import { CopyButton } from './CopyButton';
import { EMPTY, isBlank, stopRowClick, valueAt } from './fieldBasics';

/** The users' resource: whether the admin's role may open a user's record page. */
const USERS = 'user';
/**
 * Any user: the role's right to open a user's page does not depend on which user, so every row
 * asks one shared access check. Left to the row's record, react-admin keys the check by the
 * record's id: each new page asked 25 checks, and each row re-rendered alone when its answer came
 * (25 commits after the rows, the e-mail a plain text until then).
 */
const ANY_USER = {};

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
  const { canAccess } = useCanAccess({ resource: USERS, action: 'show', record: ANY_USER });
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
