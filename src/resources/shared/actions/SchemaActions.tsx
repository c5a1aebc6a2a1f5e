import { createElement, useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useListContext, useRecordContext, useUnselect, type RaRecord } from 'react-admin';
import type { ActionPlace, ActionSchema, ResourceSchema } from '../../types';
import { actionsAt } from './actionLogic';
import { ActionDialog } from './ActionDialog';
import { useActionRules, type ActionRules } from './actionRules';
import { whoMay } from '../../../contracts/roleHolders';
import { capitalize } from '@mui/material/utils';
import { LEAN_BUTTON } from '../gridStyles';

/**
 * The declared actions of the record in context, at one place: `detail` (the details header) or
 * `row` (a phone's card). Each opens its confirmation dialog; nothing is sent on the first click.
 */
export function SchemaActions({
  schema,
  place = 'detail',
}: {
  schema: ResourceSchema;
  place?: Exclude<ActionPlace, 'bulk'>;
}) {
  return <RecordActions schema={schema} place={place} rules={useActionRules(schema)} />;
}

/**
 * A grid row's actions, with the rules the grid asked for once (SchemaDataTable): its buttons
 * are MUI's markup, styled once by the grid (gridStyles.ts) — a MUI Button is several components
 * and emotion styles, twice in every row of a queue (Approve, Reject).
 */
export function RowActions({ schema, rules }: { schema: ResourceSchema; rules: ActionRules }) {
  return <RecordActions schema={schema} place="row" rules={rules} lean />;
}

function RecordActions({
  schema,
  place,
  rules,
  lean,
}: {
  schema: ResourceSchema;
  place: Exclude<ActionPlace, 'bulk'>;
  rules: ActionRules;
  lean?: boolean;
}) {
  const record = useRecordContext();
  // The record is kept as it was clicked: a grid's rows are keyed by position, and a refetch
  // under the open dialog (a live update, another page) must not put another record in it.
  const [open, setOpen] = useState<{ action: ActionSchema; record: RaRecord } | null>(null);
  const { allowed, refusal, denial } = rules;
  if (!record) return null;
  const actions = actionsAt(schema, place).filter((action) => allowed(action, record));
  // On the record page, what this record offers but the role may not do is said, once per
  // permission; a grid row keeps to its one line.
  const whoMayInstead =
    place === 'detail'
      ? [
          ...new Set(
            actionsAt(schema, place)
              .map((action) => denial(action, record))
              .filter((permission) => permission !== null),
          ),
        ].map(whoMay)
      : [];
  if (actions.length === 0 && whoMayInstead.length === 0) return null;
  const small = place === 'row';
  const Button = lean ? LeanActionButton : ActionButton;
  const buttons = actions.map((action, index) => (
    <Button
      key={action.name}
      action={action}
      small={small}
      variant={action.variant ?? (small || index > 0 ? 'outlined' : 'contained')}
      refusal={refusal(action, record)}
      onClick={() => setOpen({ action, record })}
    />
  ));
  const dialog = open ? (
    <ActionDialog
      resource={schema.name}
      action={open.action}
      records={[open.record]}
      onClose={() => setOpen(null)}
    />
  ) : null;
  if (lean)
    return (
      // A click on a row's button must not open the row.
      <div style={LEAN_ACTIONS} onClick={(event) => event.stopPropagation()} role="presentation">
        {buttons}
        {dialog}
      </div>
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      // A click on a row's button must not open the row.
      onClick={(event) => event.stopPropagation()}
    >
      {buttons}
      {whoMayInstead.length ? (
        <Typography variant="body2" color="text.secondary" role="note" sx={{ alignSelf: 'center' }}>
          {whoMayInstead.join('. ')}
        </Typography>
      ) : null}
      {dialog}
    </Stack>
  );
}

/** The grid's bulk bar: each `bulk` action runs on the selected records that offer it. */
export function SchemaBulkActions({ schema }: { schema: ResourceSchema }) {
  const { data = [], selectedIds } = useListContext();
  const unselect = useUnselect(schema.name);
  const [open, setOpen] = useState<{ action: ActionSchema; records: RaRecord[] } | null>(null);
  const selected = data.filter((record) => selectedIds.includes(record.id));
  const { allowed, refusal } = useActionRules(schema);
  return (
    <>
      {actionsAt(schema, 'bulk').map((action) => {
        const eligible = selected.filter(
          (record) => allowed(action, record) && !refusal(action, record),
        );
        return (
          <Button
            key={action.name}
            size="small"
            color={action.color ?? 'primary'}
            startIcon={action.icon ? createElement(action.icon) : undefined}
            disabled={eligible.length === 0}
            onClick={() => setOpen({ action, records: eligible })}
          >
            {action.label} ({eligible.length})
          </Button>
        );
      })}
      {open ? (
        <ActionDialog
          resource={schema.name}
          action={open.action}
          records={open.records}
          bulk
          onClose={() => setOpen(null)}
          onDone={(succeeded) => unselect(succeeded.map((record) => record.id))}
        />
      ) : null}
    </>
  );
}

/** Off screen, still read by screen readers. */
const READ_ALOUD_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One action's button. Refused to this admin, it stays in its place, disabled, and says why in
 * one line: beside it on the details, on hover in a grid row (a row keeps one line).
 */
interface ActionButtonProps {
  action: ActionSchema;
  small: boolean;
  variant: 'contained' | 'outlined';
  refusal: string | null;
  onClick: () => void;
}

function ActionButton({ action, small, variant, refusal, onClick }: ActionButtonProps) {
  const reasonId = useId();
  const button = (
    <Button
      size={small ? 'small' : 'medium'}
      color={action.color ?? 'primary'}
      variant={variant}
      startIcon={action.icon ? createElement(action.icon) : undefined}
      disabled={refusal !== null}
      aria-describedby={refusal ? reasonId : undefined}
      onClick={onClick}
    >
      {action.label}
    </Button>
  );
  if (!refusal) return button;
  return (
    <Box
      component="span"
      title={refusal}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
    >
      {button}
      <Typography
        id={reasonId}
        variant="caption"
        color="text.secondary"
        // In a row the line is the hover title; kept for screen readers only.
        sx={small ? READ_ALOUD_ONLY : undefined}
      >
        {refusal}
      </Typography>
    </Box>
  );
}

/**
 * ActionButton in a grid row: MUI's small Button markup and classes (LEAN_BUTTON, styled by the
 * grid), and a refusal said the same way, on hover and to screen readers.
 */
function LeanActionButton({ action, variant, refusal, onClick }: ActionButtonProps) {
  const reasonId = useId();
  const colour = capitalize(action.color ?? 'primary');
  const disabled = refusal !== null;
  const button = (
    <button
      type="button"
      className={`MuiButtonBase-root${disabled ? ' Mui-disabled' : ''} MuiButton-root MuiButton-${variant} MuiButton-${variant}${colour} MuiButton-sizeSmall MuiButton-${variant}SizeSmall MuiButton-color${colour} MuiButton-disableElevation ${LEAN_BUTTON}`}
      disabled={disabled}
      aria-describedby={refusal ? reasonId : undefined}
      onClick={onClick}
    >
      {action.icon ? (
        <span className="MuiButton-icon MuiButton-startIcon MuiButton-iconSizeSmall">
          {createElement(action.icon)}
        </span>
      ) : null}
      {action.label}
    </button>
  );
  if (!refusal) return button;
  return (
    <span title={refusal} style={REFUSED}>
      {button}
      <span id={reasonId} style={READ_ALOUD_ONLY}>
        {refusal}
      </span>
    </span>
  );
}

/**
 * The Stack's row (spacing 1: 8 px) and the refused button's Box, in pixels. On one line: the
 * grid's actions cell keeps its buttons side by side (gridFit.ts), and an inline style would win.
 */
const LEAN_ACTIONS = { display: 'flex', gap: 8 } as const;
const REFUSED = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const;
