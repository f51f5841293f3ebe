import type { ReactNode } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface StatCardItem {
  key: string;
  /** Translation key. */
  label: string;
  value: ReactNode;
  /** A second line under the figure, e.g. the figure of the period before. */
  hint?: ReactNode;
  icon?: ReactNode;
}

/**
 * Summary cards in a row that wraps: two per row on a phone, up to four on a wide screen. Each card is
 * a term and its figure (`dl`), found by `data-testid="card-{key}"`.
 */
export const StatCards = ({ items, loading = false }: { items: readonly StatCardItem[]; loading?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(items.length, 4)}, minmax(0, 1fr))` } }}
    >
      {items.map((item, index) => (
        <Card
          key={item.key}
          variant="outlined"
          data-testid={`card-${item.key}`}
          // An odd last card on a phone takes the whole row rather than leaving a hole.
          sx={{ minWidth: 0, gridColumn: items.length % 2 && index === items.length - 1 ? { xs: 'span 2', md: 'auto' } : undefined }}
        >
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
            {item.icon && (
              <Box aria-hidden sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' }, pt: 0.5 }}>
                {item.icon}
              </Box>
            )}
            <Box sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(item.label)}
              </Typography>
              <Typography component="dd" variant="h5" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {loading ? '–' : item.value}
              </Typography>
              {item.hint && !loading && (
                <Typography component="dd" variant="caption" color="text.secondary" sx={{ m: 0, display: 'block' }}>
                  {item.hint}
                </Typography>
              )}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
};
