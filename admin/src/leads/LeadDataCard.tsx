import { useId } from 'react';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeadDetail } from '../dataProvider/apiTypes';
import { FieldList } from './FieldList';

/** The export's order of the answers (spec section 3 'Export columns'). */
const DATA_ORDER = ['consumption', 'buildingType', 'roofType', 'roofing', 'roofAreaSize', 'financingType', 'interestBattery', 'implementationPeriod', 'extraInfo'];
const rank = (key: string) => (DATA_ORDER.includes(key) ? DATA_ORDER.indexOf(key) : DATA_ORDER.length);

/**
 * 'Daten': the funnel answers, read-only, under the export's column names and in its order
 * (Stromverbrauch, Hausart …); other keys follow as the API sends them, named as they are.
 */
export const LeadDataCard = ({ data }: { data: LeadDetail['data'] }) => {
  const translate = useTranslate();
  const titleId = useId();
  const answers = Object.entries(data);
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate('app.lead_detail.data.title')} />
      <CardContent>
        {answers.length ? (
          <FieldList label={translate('app.lead_detail.data.title')} fields={answers.sort(([a], [b]) => rank(a) - rank(b)).map(([key, value]) => ({ label: translate(`resources.sells.fields.data.${key}`, { _: key }), value }))} />
        ) : (
          <Typography color="text.secondary">{translate('app.lead_detail.data.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
