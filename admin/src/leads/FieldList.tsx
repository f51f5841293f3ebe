import { Fragment, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { EMPTY_VALUE } from './leadDetail';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Read-only label/value pairs as a description list, labels left, values right. */
export const FieldList = ({ fields, label }: { fields: Field[]; label?: string }) => (
  <Box
    component="dl"
    aria-label={label}
    sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
  >
    {fields.map(({ label: name, value }) => (
      <Fragment key={name}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {name}
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {value === '' || value === null || value === undefined ? EMPTY_VALUE : value}
        </Typography>
      </Fragment>
    ))}
  </Box>
);
