import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { SelectArrayInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Cell, Row, useOrganisationApi } from './formParts';
import type { FunnelStep } from '../dataProvider/apiTypes';

/** Funnel questions change rarely; one load per visit of the back office is enough. */
const STEPS_STALE_MS = 10 * 60_000;

const AnswerFilter = ({ step }: { step: FunnelStep }) => {
  const source = `conditions.answers.${step.key}`;
  const selected = useWatch({ name: source }) as unknown;
  // Answers chosen once but no longer offered by the funnel stay visible, so they can be removed.
  const offered = step.answers.map((answer) => answer.text);
  const stale = Array.isArray(selected) ? selected.filter((text): text is string => typeof text === 'string' && !offered.includes(text)) : [];
  const choices = [...offered, ...stale].map((text) => ({ id: text, name: text }));
  return (
    <SelectArrayInput
      source={source}
      label={step.title}
      choices={choices}
      translateChoice={false}
      helperText="app.organisations.hints.answers"
      fullWidth
    />
  );
};

/**
 * One multi-select per funnel step (spec section 3 'Conditions'): the answers this buyer accepts,
 * stored in `conditions.answers[step.key]`; none selected accepts every answer.
 */
export const AnswerFiltersInput = () => {
  const translate = useTranslate();
  const api = useOrganisationApi();
  const steps = useQuery({ queryKey: ['funnel', 'steps'], queryFn: () => api.funnelSteps(), staleTime: STEPS_STALE_MS });
  if (steps.isPending) return <LinearProgress sx={{ my: 2 }} />;
  if (steps.isError) return <Alert severity="error">{translate('app.organisations.hints.funnel_error')}</Alert>;
  if (steps.data.length === 0) return <Alert severity="info">{translate('app.organisations.hints.no_funnel_steps')}</Alert>;
  return (
    <Row>
      {steps.data.map((step) => (
        <Cell key={step.key} md={6}>
          <AnswerFilter step={step} />
        </Cell>
      ))}
    </Row>
  );
};
