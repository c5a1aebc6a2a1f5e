import { Box, Button } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Link } from 'react-router-dom';
import { SchemaList } from '../shared/SchemaList';
import { paths } from '../../config/paths';
import { passbookSchema } from './schema';

/** The generic passbook grid, with the way to the convert history (which has no sidebar entry). */
export function PassbookList() {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button
          component={Link}
          to={paths.convertHistory}
          startIcon={<SwapHorizIcon />}
          size="small"
        >
          Convert history
        </Button>
      </Box>
      <SchemaList schema={passbookSchema} />
    </Box>
  );
}
