import { Alert, LinearProgress } from '@mui/material';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { RadioButtonGroupInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Cell, Row, useDebouncedValue, useErrorText, useOrganisationApi } from './formParts';
import type { OrganisationDetail, PipedriveChoice } from '../dataProvider/apiTypes';

const KIND_CHOICES = [
  { id: 'deal', name: 'app.organisations.pipedrive.deal' },
  { id: 'lead', name: 'app.organisations.pipedrive.lead' },
];

/** Typing a token asks Pipedrive once the typing pauses, not per key. */
const TOKEN_SETTLE_MS = 500;

interface PipedriveSelectProps {
  source: string;
  query: UseQueryResult<PipedriveChoice[]>;
  /** Spec section 8's not-found text, shown when Pipedrive has none. */
  emptyText: string;
  onChange?: () => void;
}

/** A list from Pipedrive: loading, the server's German error, the not-found text, or the choices. */
const PipedriveSelect = ({ source, query, emptyText, onChange }: PipedriveSelectProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  if (query.isPending) {
    return (
      <div role="status" aria-label={translate('app.organisations.pipedrive.loading')}>
        <LinearProgress sx={{ my: 3 }} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        {errorText(query.error)}
      </Alert>
    );
  }
  if (query.data.length === 0) {
    return (
      <Alert severity="info" sx={{ my: 1 }}>
        {translate(emptyText)}
      </Alert>
    );
  }
  return (
    <SelectInput
      source={source}
      choices={query.data}
      translateChoice={false}
      onChange={onChange}
      fullWidth
    />
  );
};

/**
 * Spec: once a token is given (stored, or typed and not saved yet) the kind shows; for Deal the
 * pipelines, and once one is chosen its stages; for Lead the lead labels. The token is write-only:
 * the page only learns whether one is stored.
 */
export const PipedriveInputs = () => {
  const record = useRecordContext<OrganisationDetail>();
  const api = useOrganisationApi();
  const { setValue } = useFormContext();
  const [token, kind, pipeline] = useWatch({ name: ['pipedrive.token', 'pipedrive.type', 'pipedrive.pipeline'] }) as [
    unknown,
    unknown,
    unknown,
  ];
  const typedToken = typeof token === 'string' ? token.trim() : '';
  const settledToken = useDebouncedValue(typedToken, TOKEN_SETTLE_MS);
  const tokenStored = record?.pipedrive?.tokenSet === true;
  const tokenGiven = typedToken !== '' || tokenStored;
  // While a typed token is still settling, ask nothing rather than with the old one.
  const ready = tokenGiven && settledToken === typedToken;
  const id = record?.id;
  const pipelineId = typeof pipeline === 'number' ? pipeline : null;
  const base = ['organisations', id, 'pipedrive', settledToken] as const;

  const pipelines = useQuery({
    queryKey: [...base, 'pipelines'],
    queryFn: () => api.pipedrivePipelines(id!, settledToken),
    enabled: ready && id !== undefined && kind === 'deal',
    retry: false,
  });
  const stages = useQuery({
    queryKey: [...base, 'stages', pipelineId],
    queryFn: () => api.pipedriveStages(id!, pipelineId!, settledToken),
    enabled: ready && id !== undefined && kind === 'deal' && pipelineId !== null,
    retry: false,
  });
  const leadLabels = useQuery({
    queryKey: [...base, 'leadlabels'],
    queryFn: () => api.pipedriveLeadLabels(id!, settledToken),
    enabled: ready && id !== undefined && kind === 'lead',
    retry: false,
  });

  return (
    <Row>
      <Cell md={6}>
        <TextInput
          source="pipedrive.token"
          type="password"
          autoComplete="new-password"
          helperText={tokenStored && typedToken === '' ? 'app.organisations.pipedrive.token_saved' : false}
          fullWidth
        />
      </Cell>
      {tokenGiven && (
        <Cell md={6}>
          <RadioButtonGroupInput source="pipedrive.type" choices={KIND_CHOICES} helperText={false} />
        </Cell>
      )}
      {tokenGiven && kind === 'deal' && (
        <Cell md={6}>
          <PipedriveSelect
            source="pipedrive.pipeline"
            query={pipelines}
            emptyText="app.organisations.pipedrive.no_pipelines"
            onChange={() => setValue('pipedrive.stage', null, { shouldDirty: true })}
          />
        </Cell>
      )}
      {tokenGiven && kind === 'deal' && pipelineId !== null && (
        <Cell md={6}>
          <PipedriveSelect source="pipedrive.stage" query={stages} emptyText="app.organisations.pipedrive.no_stages" />
        </Cell>
      )}
      {tokenGiven && kind === 'lead' && (
        <Cell md={6}>
          <PipedriveSelect source="pipedrive.leadLabel" query={leadLabels} emptyText="app.organisations.pipedrive.no_lead_labels" />
        </Cell>
      )}
    </Row>
  );
};
