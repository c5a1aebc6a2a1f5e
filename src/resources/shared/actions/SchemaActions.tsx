import { createElement, useId, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useListContext, useRecordContext, useUnselect, type RaRecord } from 'react-admin';
import type { ActionPlace, ActionSchema, ResourceSchema } from '../../types';
import { actionsAt } from './actionLogic';
import { ActionDialog } from './ActionDialog';
import { useActionAccess, useActionDenial, useActionRefusal } from './useActionAccess';
import { whoMay } from '../../../contracts/roleHolders';

/**
 * The declared actions of the record in context, at one place: `detail` (the details header) or
 * `row` (a grid column). Each opens its confirmation dialog; nothing is sent on the first click.
 */
export function SchemaActions({
  schema,
  place = 'detail',
}: {
  schema: ResourceSchema;
  place?: Exclude<ActionPlace, 'bulk'>;
}) {
  const record = useRecordContext();
  const [open, setOpen] = useState<ActionSchema | null>(null);
  const allowed = useActionAccess(schema);
  const refusal = useActionRefusal();
  const denial = useActionDenial(schema);
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
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      // A click on a row's button must not open the row.
      onClick={(event) => event.stopPropagation()}
    >
      {actions.map((action, index) => (
        <ActionButton
          key={action.name}
          action={action}
          small={small}
          variant={action.variant ?? (small || index > 0 ? 'outlined' : 'contained')}
          refusal={refusal(action, record)}
          onClick={() => setOpen(action)}
        />
      ))}
      {whoMayInstead.length ? (
        <Typography variant="body2" color="text.secondary" role="note" sx={{ alignSelf: 'center' }}>
          {whoMayInstead.join('. ')}
        </Typography>
      ) : null}
      {open ? (
        <ActionDialog
          resource={schema.name}
          action={open}
          records={[record]}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </Stack>
  );
}

/** The grid's bulk bar: each `bulk` action runs on the selected records that offer it. */
export function SchemaBulkActions({ schema }: { schema: ResourceSchema }) {
  const { data = [], selectedIds } = useListContext();
  const unselect = useUnselect(schema.name);
  const [open, setOpen] = useState<{ action: ActionSchema; records: RaRecord[] } | null>(null);
  const selected = data.filter((record) => selectedIds.includes(record.id));
  const allowed = useActionAccess(schema);
  const refusal = useActionRefusal();
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
function ActionButton({
  action,
  small,
  variant,
  refusal,
  onClick,
}: {
  action: ActionSchema;
  small: boolean;
  variant: 'contained' | 'outlined';
  refusal: string | null;
  onClick: () => void;
}) {
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
