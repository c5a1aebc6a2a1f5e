import { useId } from 'react';
import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { useResourceContext, useStore, useTranslate } from 'react-admin';
import type { FieldSchema } from '../types';
import { ToolbarPopover } from './ToolbarPopover';

/** react-admin's DataTable keeps its hidden columns (sources) under this store key. */
export const hiddenColumnsKey = (resource: string) => `${resource}.datatable`;

/**
 * The grid's column chooser, react-admin's way: the hidden columns live in react-admin's store
 * under DataTable's own key (`<resource>.datatable`, in this browser's localStorage), which
 * DataTable and the lean body (SchemaTableBody) read. react-admin's ColumnsButton lists its
 * switches as `option`s of a `menu`, which axe refuses (a switch inside an option, options
 * outside a listbox); this is the same choice as a group of labelled checkboxes. The last shown
 * column cannot be hidden: a grid with no column has nothing left to click.
 */
export function ColumnsChooser({
  fields,
  hiddenByDefault = [],
}: {
  fields: FieldSchema[];
  /** The schema's `hiddenColumns`: DataTable's default, until the admin chooses. */
  hiddenByDefault?: string[];
}) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const [hidden, setHidden] = useStore<string[]>(hiddenColumnsKey(resource), hiddenByDefault);
  const legendId = useId();
  const label = translate('ra.action.select_columns', { _: 'Columns' });
  const shown = fields.filter((field) => !hidden.includes(field.source));

  const toggle = (source: string, show: boolean) =>
    setHidden(show ? hidden.filter((name) => name !== source) : [...hidden, source]);

  return (
    <ToolbarPopover icon={<ViewWeekIcon />} label={label}>
      {() => (
        <Box component="fieldset" sx={{ border: 0, m: 0, px: 2, pt: 1.5, pb: 1, minWidth: 220 }}>
          <FormLabel component="legend" id={legendId} sx={{ typography: 'subtitle2', mb: 0.5 }}>
            {label}
          </FormLabel>
          <FormGroup aria-labelledby={legendId}>
            {fields.map((field) => {
              const visible = !hidden.includes(field.source);
              return (
                <FormControlLabel
                  key={field.source}
                  label={field.label}
                  slotProps={{ typography: { variant: 'body2' } }}
                  control={
                    <Checkbox
                      size="small"
                      checked={visible}
                      disabled={visible && shown.length === 1}
                      onChange={(event) => toggle(field.source, event.target.checked)}
                    />
                  }
                />
              );
            })}
          </FormGroup>
          <Button size="small" disabled={hidden.length === 0} onClick={() => setHidden([])}>
            {translate('ra.action.reset', { _: 'Reset' })}
          </Button>
        </Box>
      )}
    </ToolbarPopover>
  );
}
