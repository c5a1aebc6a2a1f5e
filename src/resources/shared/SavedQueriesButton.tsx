import { useId, useState, type FormEvent } from 'react';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import {
  extractValidSavedQueries,
  useListContext,
  useSavedQueries,
  useTranslate,
  type SavedQuery,
} from 'react-admin';
import { isSameQuery } from './savedQueryValue';
import { ToolbarPopover } from './ToolbarPopover';

/**
 * react-admin's saved queries (SavedQueriesList, the FilterButton's menu) as one toolbar button:
 * the same store entry (`<resource>.savedQueries`, in this browser's localStorage) and the same
 * value ({ filter, sort, perPage, displayedFilters }), without a sidebar that would take width
 * from the grid. A query is applied through the list's own setters: the schema grids keep their
 * parameters in state, not in the URL react-admin's menu navigates to.
 */
export function SavedQueriesButton() {
  const translate = useTranslate();
  const list = useListContext();
  const [stored, setStored] = useSavedQueries(list.resource);
  const queries = extractValidSavedQueries(stored);
  const [naming, setNaming] = useState(false);
  const current = {
    filter: list.filterValues,
    sort: list.sort,
    perPage: list.perPage,
    displayedFilters: list.displayedFilters,
  };
  const currentSaved = queries.some((query) => isSameQuery(query.value, current));
  const label = translate('ra.saved_queries.label', { _: 'Saved queries' });

  const apply = ({ value }: SavedQuery) => {
    // One batch: react-admin merges changes made in the same tick into one new list state.
    list.setFilters(value.filter ?? {}, value.displayedFilters ?? {});
    if (value.sort) list.setSort(value.sort);
    if (value.perPage) list.setPerPage(value.perPage);
  };
  const remove = (index: number) => setStored(queries.filter((_, i) => i !== index));
  const save = (name: string) => setStored([...queries, { label: name, value: current }]);

  return (
    <>
      <ToolbarPopover
        icon={<BookmarkBorderIcon />}
        label={label}
        paperSx={{ minWidth: 260, maxWidth: 360 }}
      >
        {(close) => (
          <>
            {queries.length === 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1.5, pb: 1 }}>
                {translate('ra.saved_queries.help')}
              </Typography>
            ) : (
              <List dense aria-label={label}>
                {queries.map((query, index) => (
                  <ListItem
                    key={`${index}-${query.label}`}
                    disablePadding
                    secondaryAction={
                      <IconButton
                        edge="end"
                        size="small"
                        aria-label={translate('ra.saved_queries.remove_label_with_name', {
                          name: query.label,
                        })}
                        onClick={() => remove(index)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemButton
                      selected={isSameQuery(query.value, current)}
                      onClick={() => {
                        apply(query);
                        close();
                      }}
                    >
                      <ListItemText primary={query.label} />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
            <Divider />
            <Button
              size="small"
              sx={{ m: 1 }}
              disabled={currentSaved}
              onClick={() => {
                close();
                setNaming(true);
              }}
            >
              {translate('ra.saved_queries.new_label')}
            </Button>
          </>
        )}
      </ToolbarPopover>
      {naming ? <NameDialog onSave={save} onClose={() => setNaming(false)} /> : null}
    </>
  );
}

/** The name of the query being saved: required, so the list never shows a blank entry. */
function NameDialog({ onSave, onClose }: { onSave: (name: string) => void; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const missing = name.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    onSave(name.trim());
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{translate('ra.saved_queries.new_dialog_title')}</DialogTitle>
        <DialogContent>
          <TextField
            // A dialog opened to type one name: focus goes to it, as WAI-ARIA's dialog pattern says.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            required
            label={translate('ra.saved_queries.query_name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={touched && missing}
            helperText={touched && missing ? translate('ra.validation.required') : undefined}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
