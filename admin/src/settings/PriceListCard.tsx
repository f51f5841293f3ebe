import { Alert, Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  Button,
  Form,
  NumberInput,
  ResourceContextProvider,
  SaveButton,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { PRICE_CONDITION_KINDS, PRICE_LIST_LIMITS, type PriceConditionKind, type PriceList } from '@contract/price-list';
import { ApiError } from '@ui/http/apiError';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { Section } from '../organisations/formParts';
import { StickySaveBar } from '../pages/LongForm';
import { ReadOnlyNote } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { failureMessage } from '../leads/leadDetail';
import { MoneyInput } from '../inputs';
import { NEW_RULE, priceListBody, priceListErrors, priceListFormRecord, serverErrors, validatePriceListForm } from './priceListForm';

const TITLE_ID = 'price-list-title';
/** Settings is no resource page; react-admin's list inputs want one all the same (labels are given). */
const RESOURCE = 'price-list';
export const PRICE_LIST_QUERY_KEY = ['settings', 'prices'];
const P = 'app.settings.prices';

const AddRuleButton = ({ disabled }: { disabled?: boolean }) => {
  const { add } = useSimpleFormIterator();
  return (
    <Button label={`${P}.add_rule`} onClick={() => add()} disabled={disabled}>
      <AddIcon />
    </Button>
  );
};

const rowSx = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', alignItems: 'flex-start' } as const;

/** The fields the row's condition needs, next to its kind. */
const ConditionFields = ({ readOnly }: { readOnly: boolean }) => {
  const { index } = useSimpleFormIteratorItem();
  const kind = useWatch({ name: `rules.${index}.kind` }) as PriceConditionKind | undefined;
  const common = { helperText: false as const, readOnly };
  switch (kind) {
    case 'zipPrefix':
      return <TextInput source="prefix" label={`${P}.prefix`} {...common} sx={{ width: 140 }} />;
    case 'answer':
      return (
        <>
          <TextInput source="key" label={`${P}.key`} {...common} sx={{ width: 180 }} />
          <TextInput source="values" label={`${P}.values`} helperText={`${P}.values_hint`} readOnly={readOnly} multiline minRows={1} sx={{ flex: 1, minWidth: 200 }} />
        </>
      );
    case 'answerRange':
      return (
        <>
          <TextInput source="key" label={`${P}.key`} {...common} sx={{ width: 180 }} />
          <NumberInput source="min" label={`${P}.min`} {...common} sx={{ width: 130 }} />
          <NumberInput source="max" label={`${P}.max`} {...common} sx={{ width: 130 }} />
        </>
      );
    case 'ageDays':
      return (
        <>
          <NumberInput source="from" label={`${P}.from`} min={0} max={PRICE_LIST_LIMITS.ageDays} step={1} {...common} sx={{ width: 120 }} />
          <NumberInput source="to" label={`${P}.to`} min={0} max={PRICE_LIST_LIMITS.ageDays} step={1} {...common} sx={{ width: 120 }} />
        </>
      );
    default:
      return null;
  }
};

/** The change in € or in % of the running price, shown with its unit. */
const ChangeValueInput = ({ readOnly }: { readOnly: boolean }) => {
  const { index } = useSimpleFormIteratorItem();
  const changeType = useWatch({ name: `rules.${index}.changeType` });
  return <MoneyInput source="changeValue" label={`${P}.changeValue`} unit={changeType === 'percent' ? '%' : '€'} helperText={false} readOnly={readOnly} sx={{ width: 150 }} />;
};

const RulesInput = ({ readOnly }: { readOnly: boolean }) => {
  const translate = useTranslate();
  const rules = useWatch({ name: 'rules' }) as unknown[] | undefined;
  const kindChoices = PRICE_CONDITION_KINDS.map((kind) => ({ id: kind, name: translate(`${P}.kinds.${kind}`) }));
  const changeChoices = [
    { id: 'amount', name: translate(`${P}.change_amount`) },
    { id: 'percent', name: translate(`${P}.change_percent`) },
  ];
  return (
    <ArrayInput source="rules" label={false}>
      <SimpleFormIterator
        inline
        disableClear
        disabled={readOnly}
        getItemLabel={false}
        getItemDefaults={() => ({ ...NEW_RULE })}
        addButton={<AddRuleButton disabled={(rules?.length ?? 0) >= PRICE_LIST_LIMITS.rules} />}
      >
        <Box sx={rowSx}>
          <TextInput source="name" label={`${P}.name`} helperText={false} readOnly={readOnly} sx={{ width: 200 }} />
          <SelectInput source="kind" label={`${P}.kind`} choices={kindChoices} translateChoice={false} helperText={false} readOnly={readOnly} sx={{ width: 220 }} />
          <ConditionFields readOnly={readOnly} />
          <SelectInput source="changeType" label={`${P}.changeType`} choices={changeChoices} translateChoice={false} helperText={false} readOnly={readOnly} sx={{ width: 160 }} />
          <ChangeValueInput readOnly={readOnly} />
        </Box>
      </SimpleFormIterator>
    </ArrayInput>
  );
};

/** What concerns the whole list, live from the form. */
const ListErrors = () => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  const errors = priceListErrors(values);
  if (errors.length === 0) return null;
  return <Alert severity="error" sx={{ my: 1 }}>{errors.map((error) => translate(error)).join(' ')}</Alert>;
};

/**
 * Card 'Preise' on /settings (issue 30 §2): the base price per lead for buyers without an agreed price, and the
 * rules that add or take off an amount or a percentage by postal code, funnel answer, exclusivity, the lead's age
 * or a resale after a complaint. Checked while typing with the server's rules; the server's messages show at the
 * inputs they concern.
 */
export const PriceListCard = () => {
  const translate = useTranslate();
  const maySave = useCan('PUT /api/settings/prices');
  const readOnly = !maySave;
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: PRICE_LIST_QUERY_KEY, queryFn: () => dataProvider.priceList() });
  const save = useMutation({
    mutationFn: (body: PriceList) => dataProvider.savePriceList(body),
    onSuccess: (saved) => {
      notify(`${P}.saved`, { type: 'success' });
      queryClient.setQueryData(PRICE_LIST_QUERY_KEY, saved);
    },
  });

  const submit = async (values: FieldValues) => {
    try {
      // As typed: a value the checks refused is sent all the same only if the form let it through, and the server names it.
      await save.mutateAsync(priceListBody(values) as unknown as PriceList);
      return undefined;
    } catch (error) {
      const { key } = failureMessage(error, `${P}.save_failed`);
      notify(key, { type: 'error', messageArgs: { _: key } });
      return error instanceof ApiError ? serverErrors(error.body?.fields) : undefined;
    }
  };

  let content;
  if (list.isError) content = <Alert severity="error">{translate(`${P}.load_error`)}</Alert>;
  else if (!list.data) content = <LinearProgress />;
  else {
    content = (
      <ResourceContextProvider value={RESOURCE}>
        <Form record={priceListFormRecord(list.data)} onSubmit={submit} validate={validatePriceListForm} mode="onChange" disabled={readOnly} noValidate>
          <Section title={`${P}.base`} headingLevel="h3">
            <Typography variant="body2" color="text.secondary">
              {translate(`${P}.base_hint`)}
            </Typography>
            <MoneyInput source="basePrice" label={`${P}.basePrice`} helperText={false} readOnly={readOnly} sx={{ width: 200, mt: 1 }} />
          </Section>
          <Section title={`${P}.rules`} headingLevel="h3">
            <Typography variant="body2" color="text.secondary">
              {translate(`${P}.rules_hint`)}
            </Typography>
            <RulesInput readOnly={readOnly} />
          </Section>
          <ListErrors />
          {maySave && (
            <StickySaveBar>
              <SaveButton label={`${P}.submit`} />
            </StickySaveBar>
          )}
        </Form>
      </ResourceContextProvider>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID} sx={{ overflow: 'clip' }}>
      <CardHeader title={translate(`${P}.title`)} subheader={translate(`${P}.description`)} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent>
        <ReadOnlyNote route="PUT /api/settings/prices" />
        {content}
      </CardContent>
    </Card>
  );
};
