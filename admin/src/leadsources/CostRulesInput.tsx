import { Box, Typography } from '@mui/material';
import { ArrayInput, NumberInput, SelectInput, SimpleFormIterator, TextInput, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';

const H = 'resources.leadsources.cost_rules';
const KINDS = ['zipPrefix', 'answer', 'answerRange'] as const;

const rowSx = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', alignItems: 'flex-start' } as const;

/** The answers of an 'answer' rule are typed as one line, separated by semicolons ('Einfamilienhaus; Zweifamilienhaus'). */
const valuesText = (value: unknown) => (Array.isArray(value) ? value.join('; ') : ((value as string | undefined) ?? ''));
const valuesList = (text: string) =>
  text
    .split(';')
    .map((entry) => entry.trimStart())
    .filter((entry, index, all) => entry !== '' || index === all.length - 1);

/** The fields of the chosen condition: the postal code's first digits, or the question and its answers or range. */
const ConditionInputs = ({ readOnly }: { readOnly: boolean }) => {
  const { index } = useSimpleFormIteratorItem();
  const kind = useWatch({ name: `costRules.${index}.when.kind` }) as string | undefined;
  if (kind === 'zipPrefix') return <TextInput source="when.prefix" label={`${H}.prefix`} helperText={false} readOnly={readOnly} sx={{ width: 140 }} />;
  if (kind !== 'answer' && kind !== 'answerRange') return null;
  return (
    <>
      <TextInput source="when.key" label={`${H}.key`} helperText={`${H}.key_hint`} readOnly={readOnly} sx={{ width: 180 }} />
      {kind === 'answer' ? (
        <TextInput source="when.values" label={`${H}.values`} helperText={`${H}.values_hint`} format={valuesText} parse={valuesList} readOnly={readOnly} sx={{ flex: 1, minWidth: 200 }} />
      ) : (
        <>
          <NumberInput source="when.min" label={`${H}.min`} helperText={false} readOnly={readOnly} sx={{ width: 120 }} />
          <NumberInput source="when.max" label={`${H}.max`} helperText={false} readOnly={readOnly} sx={{ width: 120 }} />
        </>
      )}
    </>
  );
};

/**
 * 'Zu- und Abschläge' of a lead source (issue 30 §3): what a ping offers the supplier on top of (or below) the
 * purchase price, by postal code or answer, as an amount or a percentage. Applied as the price list applies its
 * rules: first every amount, then every percentage. Empty: a ping offers the purchase price.
 */
export const CostRulesInput = ({ readOnly = false }: { readOnly?: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mt: 1 }} data-testid="cost-rules">
      <Typography variant="subtitle2">{translate(`${H}.title`)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`${H}.hint`)}
      </Typography>
      <ArrayInput source="costRules" label={false}>
        <SimpleFormIterator inline disableClear disabled={readOnly} getItemLabel={false} getItemDefaults={() => ({ name: '', when: { kind: 'zipPrefix', prefix: '' }, change: { amount: null, percent: null } })}>
          <Box sx={rowSx}>
            <TextInput source="name" label={`${H}.name`} helperText={false} readOnly={readOnly} sx={{ width: 160 }} />
            <SelectInput
              source="when.kind"
              label={`${H}.kind`}
              choices={KINDS.map((kind) => ({ id: kind, name: `${H}.kinds.${kind}` }))}
              helperText={false}
              readOnly={readOnly}
              sx={{ width: 190 }}
            />
            <ConditionInputs readOnly={readOnly} />
            <NumberInput source="change.amount" label={`${H}.amount`} helperText={false} step={0.5} readOnly={readOnly} sx={{ width: 130 }} />
            <NumberInput source="change.percent" label={`${H}.percent`} helperText={false} step={1} readOnly={readOnly} sx={{ width: 120 }} />
          </Box>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
