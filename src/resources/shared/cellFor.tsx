import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { Chip } from '@mui/material';
import { capitalize } from '@mui/material/utils';
import type { Choice, FieldSchema } from '../types';
import { ChangesView } from './ChangesField';
import { PersonCell } from './PersonField';
import { ChainValueCell } from './chainFields';
import { currencySuffix, EMPTY, stopRowClick, valueAt } from './fieldBasics';
import { formatAmount, formatCryptoAmount, formatPercent } from './format';
import { dateCellText, numberCellText, statusChipOf, textCellText } from './cellText';
import { LEAN_CHIP, LINK_CLASS, TYPOGRAPHY_CLASS } from './gridStyles';

/** A grid cell's content for one record: plain elements, no hooks, so a row renders in one call. */
export type CellRenderer = (record: RaRecord) => ReactNode;

/**
 * The grid twin of `fieldFor`: the same text and markup as the react-admin field, without a
 * component, a record context and an emotion style per cell. 25 rows × 10 columns of fields cost
 * most of a page change; these cost a function call each, styled once by the grid (gridStyles.ts).
 * Null for the types whose cell is a widget (copy buttons, images, references, tables): the grid
 * keeps fieldFor's component for those.
 */
export function cellFor(field: FieldSchema): CellRenderer | null {
  if (field.render) return field.render;
  const cell = valueCell(field);
  const { display, chip } = field;
  if (!display && !chip) return cell;
  const title = (record: RaRecord) => titleText(field, record) ?? undefined;
  const shown = display
    ? (record: RaRecord) => (
        <span className={TYPOGRAPHY_CLASS} title={title(record)}>
          {display(record)}
        </span>
      )
    : cell;
  if (!chip) return shown;
  return (record) => (
    <span style={WITH_CHIP}>
      {shown ? shown(record) : null}
      {chip.when(record) ? (
        <Chip size="small" color={chip.color ?? 'primary'} variant="outlined" label={chip.label} />
      ) : null}
    </span>
  );
}

/**
 * A grid's cell (SchemaDataTable): cellFor's, and a person (e-mail link and copy button) or an
 * address or hash (copy button, explorer link) as the grid's own markup, styled by the grid
 * (`PersonCell`, `ChainValueCell`). The phone's cards keep PersonField and ChainValueField.
 */
export function gridCellFor(field: FieldSchema): CellRenderer | null {
  if (field.render) return field.render;
  if (field.type === 'person') return (record) => <PersonCell field={field} record={record} />;
  if (field.type === 'address' || field.type === 'txHash')
    return (record) => <ChainValueCell field={field} record={record} />;
  return cellFor(field);
}

/** The field's own text, in the title of a cell that shows `display` instead. */
function titleText(field: FieldSchema, record: RaRecord): string | null {
  const value = valueAt(record, field.source);
  if (field.type === 'date' || field.type === 'datetime')
    return dateCellText(value, field.type === 'datetime');
  return textCellText(value);
}

function valueCell(field: FieldSchema): CellRenderer | null {
  const { source } = field;
  switch (field.type) {
    case 'text':
      return (record) => typography(textCellText(valueAt(record, source)) ?? EMPTY);
    case 'email':
      return (record) => {
        const value = valueAt(record, source);
        if (value == null) return typography(EMPTY);
        return (
          <a className={LINK_CLASS} href={`mailto:${String(value)}`} onClick={stopRowClick}>
            {String(value)}
          </a>
        );
      };
    case 'number':
      return (record) => typography(numberCellText(valueAt(record, source)) ?? EMPTY);
    case 'date':
    case 'datetime': {
      const showTime = field.type === 'datetime';
      return (record) => typography(dateCellText(valueAt(record, source), showTime) ?? EMPTY);
    }
    case 'money':
      return (record) => (
        <span style={TABULAR}>
          {formatAmount(record[source] as string | number | null)}
          {currencySuffix(record, field.currencySource)}
        </span>
      );
    case 'cryptoAmount':
      return (record) => (
        <span style={NUMERIC}>
          {formatCryptoAmount(record[source] as string | null, field.decimals)}
          {currencySuffix(record, field.currencySource)}
        </span>
      );
    case 'percent':
      return (record) => (
        <span style={NUMERIC}>{formatPercent(record[source] as string | number)}</span>
      );
    case 'status': {
      const choices = field.choices ?? [];
      return (record) => statusCell(record[source] as string | null | undefined, choices);
    }
    case 'changes':
      // A grid row stays short: three columns, then how many more the details show.
      return (record) => <ChangesView changes={valueAt(record, source)} max={3} />;
    default:
      return null;
  }
}

/**
 * StatusChip's markup (MUI's small Chip: filled in the choice's colour, outlined when it has
 * none) with MUI's classes, styled once by the grid (gridStyles.ts): a MUI Chip per cell was
 * three components and two emotion styles, two or three times a row.
 */
function statusCell(value: string | null | undefined, choices: Choice[]): ReactNode {
  const chip = statusChipOf(value, choices);
  if (!chip) return <span aria-label="none">{EMPTY}</span>;
  const { variant } = chip;
  const color = capitalize(chip.color);
  return (
    <div
      className={`MuiChip-root MuiChip-${variant} MuiChip-sizeSmall MuiChip-color${color} MuiChip-${variant}${color} ${LEAN_CHIP}`}
    >
      <span className="MuiChip-label MuiChip-labelSmall">{chip.label}</span>
    </div>
  );
}

const typography = (text: ReactNode) => <span className={TYPOGRAPHY_CLASS}>{text}</span>;

const WITH_CHIP = { display: 'inline-flex', gap: 8, alignItems: 'center' } as const;
const TABULAR = { fontVariantNumeric: 'tabular-nums' } as const;
const NUMERIC = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
