import { useId } from 'react';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeadAnswer } from '../dataProvider/leadApi';
import { FieldList } from './FieldList';

/**
 * 'Daten': the funnel answers, read-only, in the order the API sends them, under the export's column
 * names (Stromverbrauch, Hausart …); a key without one shows as it is.
 */
export const LeadDataCard = ({ data }: { data: LeadAnswer[] }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate('app.lead_detail.data.title')} />
      <CardContent>
        {data.length ? (
          <FieldList label={translate('app.lead_detail.data.title')} fields={data.map(({ key, value }) => ({ label: translate(`resources.sells.fields.data.${key}`, { _: key }), value }))} />
        ) : (
          <Typography color="text.secondary">{translate('app.lead_detail.data.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
