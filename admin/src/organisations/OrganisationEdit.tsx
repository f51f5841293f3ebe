import { useId, useMemo, useState, type ReactNode } from 'react';
import { Box, Divider, Tab, Tabs, type TabProps } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useLocation } from 'react-router-dom';
import {
  BooleanInput,
  DeleteButton,
  Edit,
  Form,
  FormGroupContextProvider,
  ListButton,
  SaveButton,
  SelectInput,
  TextInput,
  TopToolbar,
  required,
  useFormGroup,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { useCan } from '../auth/useCan';
import { onlyBillingChanged } from '../invoices/billingRefresh';
import { ComplaintRateNotice } from './ComplaintRateNotice';
import { DeliveryStopBanner } from './DeliveryStopBanner';
import { DeliveryWarnings } from './DeliveryWarnings';
import { Cell, COUNTRY_CHOICES, digitsOnly, Row } from './formParts';
import { DunningsTab } from '../invoices/DunningsTab';
import { InvoicesTab } from '../invoices/InvoicesTab';
import { DUNNINGS_TAB, INVOICES_TAB } from '../invoices/organisationTabs';
import { validateName } from './OrganisationCreate';
import { validEmailList, validZip } from './organisationValidation';
import { SettingsTab } from './SettingsTab';
import { BuyerPortalTab } from './BuyerPortalTab';
import { StickySaveBar } from '../pages/LongForm';
import type { OrganisationDetail } from '../dataProvider/apiTypes';

/** Spec: the title is the organisation's name. */
const OrganisationTitle = () => {
  const record = useRecordContext<OrganisationDetail>();
  return <>{record?.name ?? ''}</>;
};

const BackActions = () => (
  <TopToolbar>
    <ListButton label="ra.action.back" icon={<ArrowBackIcon />} />
  </TopToolbar>
);

const UpdateButton = () => <SaveButton label="app.organisations.update" />;

/** Deleting only marks the organisation (it keeps its sales and invoices); asked for first (spec). */
const DeleteOrganisationButton = () => {
  const record = useRecordContext<OrganisationDetail>();
  const mayDelete = useCan('DELETE /api/organisations/{id}');
  if (!record || record.deleted || !mayDelete) return null;
  return (
    <DeleteButton
      mutationMode="pessimistic"
      label="app.organisations.delete"
      confirmTitle="app.organisations.delete_title"
      confirmContent="app.organisations.delete_content"
      contentTranslateOptions={{ name: record.name }}
      redirect="list"
    />
  );
};

/** Kept in view at the bottom of the window: the Einstellungen tab alone is some 3,500 px tall. */
const Buttons = ({ children }: { children: ReactNode }) => <StickySaveBar>{children}</StickySaveBar>;

/** Spec 'Übersicht': status switch, name, address, e-mail; Aktualisieren and Löschen. */
const OverviewTab = () => {
  const record = useRecordContext<OrganisationDetail>();
  const deleted = record?.deleted === true;
  return (
    <>
      <ComplaintRateNotice />
      <Row>
        <Cell md={12}>
          <BooleanInput
            source="active"
            disabled={deleted}
            helperText={deleted ? 'app.organisations.deleted_notice' : false}
          />
        </Cell>
        <Cell md={6}>
          <TextInput source="name" validate={validateName} fullWidth />
        </Cell>
        <Cell md={6}>
          <TextInput source="email" validate={validEmailList} helperText="app.organisations.hints.email_list" fullWidth />
        </Cell>
        <Cell md={6}>
          <TextInput source="street" fullWidth />
        </Cell>
        <Cell md={2}>
          <TextInput source="zip" validate={validZip} parse={digitsOnly} inputMode="numeric" fullWidth />
        </Cell>
        <Cell md={4}>
          <TextInput source="city" fullWidth />
        </Cell>
        <Cell>
          <SelectInput source="country" choices={COUNTRY_CHOICES} translateChoice={false} validate={required()} fullWidth />
        </Cell>
      </Row>
      <Buttons>
        <UpdateButton />
        <DeleteOrganisationButton />
      </Buttons>
    </>
  );
};

const SettingsPanel = () => (
  <>
    <SettingsTab />
    <Buttons>
      <UpdateButton />
    </Buttons>
  </>
);

const TABS = [
  { name: 'overview', content: <OverviewTab /> },
  { name: 'settings', content: <SettingsPanel /> },
  { name: INVOICES_TAB, content: <InvoicesTab /> },
  { name: DUNNINGS_TAB, content: <DunningsTab /> },
  { name: 'buyer_portal', content: <BuyerPortalTab /> },
] as const;

/** Links may open a tab: `navigate('/organisations/7', { state: { tab: 'invoices' } })`. */
function initialTab(state: unknown): number {
  const wanted = typeof state === 'object' && state !== null ? (state as { tab?: unknown }).tab : undefined;
  return Math.max(0, TABS.findIndex(({ name }) => name === wanted));
}

/** A tab that turns red when an input on it is refused, as react-admin's own form tabs do. */
const GroupTab = ({ group, ...props }: TabProps & { group: string }) => {
  const { isValid } = useFormGroup(group);
  const showError = !isValid;
  return <Tab {...props} sx={showError ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined} />;
};

/**
 * Reading the organisation again after an invoice action (only its billing changed) keeps what was
 * typed on the other tabs but not saved yet; any other new state of the record (a save) is taken as
 * it is. Decided while rendering, before the form resets to the record in its effect.
 */
function useResetOptions() {
  const record = useRecordContext<OrganisationDetail>();
  const [previous, setPrevious] = useState(record);
  const [keepTyped, setKeepTyped] = useState(false);
  if (record !== previous) {
    setPrevious(record);
    setKeepTyped(onlyBillingChanged(previous, record));
  }
  return useMemo(() => ({ keepDirtyValues: keepTyped }), [keepTyped]);
}

/**
 * One form across the tabs, so Aktualisieren always sends the whole organisation, as the API's PUT expects: a tab's
 * inputs mount when it is first opened and then stay mounted (hidden), and the values of a tab not opened yet are
 * the record's own (the form's default values). Mounting every tab at once drew some 1,100 hidden elements and
 * asked for the Käuferportal's data before the page showed (issue 29 §4: the page took 2.5–3.3 s). The tab is not
 * part of the address: the server only knows `/organisations/{id}`.
 */
const OrganisationForm = () => {
  const translate = useTranslate();
  const idPrefix = useId();
  const location = useLocation();
  const [current, setCurrent] = useState(() => initialTab(location.state));
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([current]));
  const open = (index: number) => {
    setCurrent(index);
    setOpened((before) => (before.has(index) ? before : new Set([...before, index])));
  };
  const resetOptions = useResetOptions();
  return (
    <Form noValidate resetOptions={resetOptions}>
      <DeliveryStopBanner />
      <DeliveryWarnings withDunningHold={TABS[current].name !== DUNNINGS_TAB} />
      <Tabs value={current} onChange={(_, value: number) => open(value)} variant="scrollable" sx={{ px: 2 }}>
        {TABS.map(({ name }, index) => (
          <GroupTab
            key={name}
            group={name}
            value={index}
            label={translate(`app.organisations.tabs.${name}`)}
            id={`${idPrefix}-tab-${index}`}
            aria-controls={`${idPrefix}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Divider />
      {TABS.map(({ name, content }, index) => (
        <Box
          key={name}
          role="tabpanel"
          hidden={current !== index}
          id={`${idPrefix}-panel-${index}`}
          aria-labelledby={`${idPrefix}-tab-${index}`}
          sx={{ p: 2 }}
        >
          {opened.has(index) && <FormGroupContextProvider name={name}>{content}</FormGroupContextProvider>}
        </Box>
      ))}
    </Form>
  );
};

/** Spec section 2 'Organisation detail' (`/organisations/{id}`). */
export const OrganisationEdit = () => (
  <Edit<OrganisationDetail>
    title={<OrganisationTitle />}
    actions={<BackActions />}
    mutationMode="pessimistic"
    redirect={false}
    // A card clips with overflow: hidden, which also stops the save bar and the table of contents from sticking;
    // 'clip' clips without that. minWidth 0: the flex item may still be narrower than its content, as before.
    sx={{ '& .RaEdit-card': { overflow: 'clip', minWidth: 0 } }}
  >
    <OrganisationForm />
  </Edit>
);
