import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatMoney, formatPercent } from '@contract/format';
import type { StatisticRow } from '../dataProvider/apiTypes';

/** A company with a reclamation quote above 0 pays a flat share, whatever was reclaimed (spec section 9, revenue rules). */
export const hasFlatDeduction = (row: Pick<StatisticRow, 'company'>): boolean => Number(row.company.reclamationQuote) > 0;

/**
 * 'Rekla. Abzug': the amount, and under it why a month without reclamations can still have one:
 * 'pauschal 10 % Reklaquote', explained in the tooltip.
 */
export const DeductionCell = ({ row }: { row: Pick<StatisticRow, 'company' | 'deduction'> }) => {
  const translate = useTranslate();
  if (!hasFlatDeduction(row)) return <>{formatMoney(row.deduction)}</>;
  const quote = formatPercent(row.company.reclamationQuote);
  return (
    <span title={translate('app.statistics.deduction_quote_title', { quote })}>
      {formatMoney(row.deduction)}
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate('app.statistics.deduction_quote', { quote })}
      </Typography>
    </span>
  );
};
