import { useId } from 'react';
import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeadAnswer } from '../dataProvider/leadApi';
import { FieldList } from './FieldList';

/** 'Daten': the funnel answers, read-only, under the keys and in the order the API sends them. */
export const LeadDataCard = ({ data }: { data: LeadAnswer[] }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardHeader slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }} title={translate('app.lead_detail.data.title')} />
      <CardContent>
        {data.length ? (
          <FieldList label={translate('app.lead_detail.data.title')} fields={data.map(({ key, value }) => ({ label: key, value }))} />
        ) : (
          <Typography color="text.secondary">{translate('app.lead_detail.data.empty')}</Typography>
        )}
      </CardContent>
    </Card>
  );
};
