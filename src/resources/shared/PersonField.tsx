import { Box, Link as MuiLink, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useRecordContext, type RaRecord } from 'react-admin';
import { ruleForCall } from '../../authProvider/access';
import { allowsRule, useHeldPermissions } from '../../authProvider/useHeldPermissions';
import { usersContract } from '../../contracts/resources/users';
import { detailPath, paths } from '../../config/paths';
import { texts } from '../../messages/catalogue';
import type { FieldSchema } from '../types';
import { CellCopyButton, CopyButton } from './CopyButton';
import { LINK_CLASS, TYPOGRAPHY_CLASS } from './gridStyles';
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

/** The e-mail a person field shows, and the record page it links to (null: plain text). */
function usePerson(field: FieldSchema, record: RaRecord | undefined) {
  const { pathname } = useLocation();
  // Read from the permissions the shell holds, not react-admin's access check: that one is a
  // query keyed by the row's record (25 per page, each row rendered again with its answer, the
  // e-mail plain text until then), and even shared it answers a commit after the rows.
  const canAccess = allowsRule(useHeldPermissions(), READ_USERS);
  if (!record) return null;
  const email = valueAt(record, field.source);
  if (isBlank(email)) return { text: null, to: null };
  const text = String(email);
  const id = personIdOf(field, record);
  const to = id && canAccess ? personPath(id) : null;
  return { text, to: to && to !== pathname ? to : null };
}

/**
 * A user of the exchange, named by e-mail, in every grid and on every page alike: the e-mail
 * links to their record page (where the admin's role may open it, and not on that very page),
 * and a copy button beside it copies the e-mail itself, since the link no longer offers it.
 */
export function PersonField({ field }: { field: FieldSchema; label?: string }) {
  const person = usePerson(field, useRecordContext());
  if (!person) return null;
  const { text, to } = person;
  if (text === null) return <span>{EMPTY}</span>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', maxWidth: '100%', gap: 0.25 }}
      onClick={stopRowClick}
    >
      {to ? (
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

/**
 * PersonField in a grid's cell: the same markup, with MUI's classes and no MUI component, styled
 * once by the grid (gridStyles.ts). MUI's Box, Link or Typography and IconButton were ~20
 * components a row, mounted again with every page.
 */
export function PersonCell({ field, record }: { field: FieldSchema; record: RaRecord }) {
  const person = usePerson(field, record);
  if (!person) return null;
  const { text, to } = person;
  if (text === null) return <span>{EMPTY}</span>;
  return (
    // Not a control: it keeps a click on the link, the button or the e-mail from opening the
    // row, as PersonField's Box does (the row opens on its own Enter only).
    <span style={PERSON} onClick={stopRowClick} role="presentation">
      {to ? (
        <Link className={LINK_CLASS} to={to} title={text} style={CUT}>
          {text}
        </Link>
      ) : (
        <span className={TYPOGRAPHY_CLASS} title={text} style={CUT}>
          {text}
        </span>
      )}
      <CellCopyButton
        label={`Copy ${text}`}
        value={text}
        message={texts.wallet.copiedToClipboard}
      />
    </span>
  );
}

/** A long e-mail ends in an ellipsis in a narrow grid column; the copy button stays whole. */
const CUT = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };
/** The Box above, in pixels (gap: 0.25 of the theme's 8 px spacing). */
const PERSON = { display: 'inline-flex', alignItems: 'center', maxWidth: '100%', gap: 2 } as const;
