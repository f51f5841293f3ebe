import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Divider,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '@contract/format';
import { formatPhone } from '@contract/phone-display';
import { berlinWallClock } from '@contract/berlin-time';
import type { ErasureResult, Subjects } from '../dataProvider/apiTypes';
import type { AppDataProvider } from '../dataProvider/dataProvider';
import { privacyExportFile, type PersonQuery } from '../dataProvider/privacyApi';
import { ApiError } from '@ui/http/apiError';
import { Can, NoPermission } from '../auth/Can';
import { useCan } from '../auth/useCan';
import { saveFile } from '@ui/files/download';
import { EraseDialog } from './EraseDialog';
import { erasureCounts, eraseRolesText, foundNothing, personName, PRIVACY_PERMISSIONS, privacyRolesText } from './privacy';

const T = 'app.privacy.search';
const TITLE_ID = 'privacy-search-title';

/** A result line: bold first line, the details below wrap on a phone. */
const Row = ({ primary, secondary, testId }: { primary: React.ReactNode; secondary: React.ReactNode; testId: string }) => (
  <ListItem disableGutters divider data-testid={testId}>
    <ListItemText primary={primary} secondary={secondary} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
  </ListItem>
);

const Results = ({ subjects }: { subjects: Subjects }) => {
  const translate = useTranslate();
  const erased = (date: string | null) => (date ? <Chip size="small" label={translate(`${T}.pseudonymised`, { date: formatDate(date) })} sx={{ ml: 1 }} /> : null);
  if (foundNothing(subjects)) return <Alert severity="info">{translate(`${T}.nothing`)}</Alert>;
  return (
    <Stack spacing={2} data-testid="privacy-results">
      <Typography variant="body2" data-testid="privacy-found">
        {translate(`${T}.found`, {
          leads: translate(`${T}.leads`, { smart_count: subjects.leads.length }),
          orders: translate(`${T}.orders`, { smart_count: subjects.orders.length }),
          complaints: translate(`${T}.complaints`, { smart_count: subjects.complaints.length }),
        })}
      </Typography>
      {subjects.leads.length > 0 && (
        <Box>
          <Typography variant="subtitle2">{translate(`${T}.leads_title`)}</Typography>
          <List dense disablePadding>
            {subjects.leads.map((lead) => (
              <Row
                key={lead.id}
                testId={`privacy-lead-${lead.id}`}
                primary={
                  <>
                    <Link component={RouterLink} to={`/sells/${lead.id}`}>
                      {translate(`${T}.lead`, { id: lead.id, date: formatDate(lead.createdAt) })}
                    </Link>
                    {erased(lead.pseudonymisedAt)}
                  </>
                }
                secondary={[personName(lead), [lead.zip, lead.city].filter(Boolean).join(' '), lead.email, formatPhone(lead.phone), translate(`${T}.source`, { source: lead.leadsource })]
                  .filter(Boolean)
                  .join(' · ')}
              />
            ))}
          </List>
        </Box>
      )}
      {subjects.orders.length > 0 && (
        <Box>
          <Typography variant="subtitle2">{translate(`${T}.orders_title`)}</Typography>
          <List dense disablePadding>
            {subjects.orders.map((order) => (
              <Row
                key={order.id}
                testId={`privacy-order-${order.orderNumber}`}
                primary={
                  <>
                    <Link component={RouterLink} to={`/orders/${encodeURIComponent(order.orderNumber)}`}>
                      {translate(`${T}.order`, { number: order.orderNumber, date: formatDate(order.createdAt) })}
                    </Link>
                    {erased(order.pseudonymisedAt)}
                  </>
                }
                secondary={[personName(order), [order.zip, order.city].filter(Boolean).join(' '), order.status].filter(Boolean).join(' · ')}
              />
            ))}
          </List>
        </Box>
      )}
      {subjects.complaints.length > 0 && (
        <Box>
          <Typography variant="subtitle2">{translate(`${T}.complaints_title`)}</Typography>
          <List dense disablePadding>
            {subjects.complaints.map((complaint) => (
              <Row
                key={complaint.id}
                testId={`privacy-complaint-${complaint.id}`}
                primary={translate(`${T}.complaint`, { buyer: complaint.organisationName, leadId: complaint.leadId, date: formatDate(complaint.createdAt) })}
                secondary={[translate(`app.reclamations.status.${complaint.status}`, { _: complaint.status }), translate(`${T}.documents`, { smart_count: complaint.documents })].join(' · ')}
              />
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
};

/** What the last erasure did, kept above the (now empty) results. */
const ErasureDone = ({ result }: { result: ErasureResult }) => {
  const translate = useTranslate();
  const counts = erasureCounts(result);
  return (
    <Alert severity="success" data-testid="privacy-erased">
      {translate('app.privacy.erase.done', {
        leads: translate(`${T}.leads`, { smart_count: counts.leads }),
        orders: translate(`${T}.orders`, { smart_count: counts.orders }),
        complaints: translate(`${T}.complaints`, { smart_count: counts.complaints }),
      })}{' '}
      {counts.notified ? translate('app.privacy.erase.notified', { smart_count: counts.notified }) : translate('app.privacy.erase.notified_none')}
      {result.unreachableBuyerIds.length > 0 && ` ${translate('app.privacy.erase.unreachable', { ids: result.unreachableBuyerIds.join(', ') })}`}
    </Alert>
  );
};

/** 'Person suchen': by e-mail and/or phone; the results with 'Auskunft herunterladen' and 'Löschen'. */
export const SubjectSearchCard = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const maySearch = useCan(PRIVACY_PERMISSIONS.search);
  const mayErase = useCan(PRIVACY_PERMISSIONS.erase);
  const [typed, setTyped] = useState<PersonQuery>({ email: '', phone: '' });
  const [searched, setSearched] = useState<{ person: PersonQuery; subjects: Subjects } | null>(null);
  const [searching, setSearching] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState<ErasureResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const search = async (person: PersonQuery) => {
    setSearching(true);
    setError(null);
    try {
      setSearched({ person, subjects: await dataProvider.privacySubjects(person) });
    } catch (caught) {
      setSearched(null);
      setError(caught instanceof ApiError && caught.message ? caught.message : translate(`${T}.failed`));
    } finally {
      setSearching(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErased(null);
    if (!typed.email.trim() && !typed.phone.trim()) {
      setError(translate(`${T}.missing`));
      return;
    }
    void search({ ...typed });
  };
  const download = async () => {
    if (!searched) return;
    setExporting(true);
    try {
      saveFile((await dataProvider.privacyExport(searched.person)).blob, privacyExportFile(berlinWallClock(new Date()).date));
    } catch (caught) {
      notify(caught instanceof ApiError && caught.message ? caught.message : 'app.privacy.export.failed', { type: 'error' });
    } finally {
      setExporting(false);
    }
  };
  const onErased = (result: ErasureResult) => {
    setErasing(false);
    setErased(result);
    if (searched) void search(searched.person);
  };

  let content;
  if (!maySearch) content = <NoPermission note={privacyRolesText(translate)} />;
  else {
    content = (
      <Stack spacing={2}>
        <Box component="form" onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              label={translate(`${T}.email`)}
              type="email"
              value={typed.email}
              onChange={(event) => setTyped({ ...typed, email: event.target.value })}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'privacy-email', autoComplete: 'off' } }}
            />
            <TextField
              label={translate(`${T}.phone`)}
              type="tel"
              value={typed.phone}
              onChange={(event) => setTyped({ ...typed, phone: event.target.value })}
              size="small"
              fullWidth
              slotProps={{ htmlInput: { 'data-testid': 'privacy-phone', autoComplete: 'off' } }}
            />
            <Button type="submit" variant="contained" startIcon={searching ? <CircularProgress size={16} /> : <SearchIcon />} disabled={searching} sx={{ flexShrink: 0 }}>
              {translate(`${T}.submit`)}
            </Button>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" data-testid="privacy-error">
            {error}
          </Alert>
        )}
        {erased && <ErasureDone result={erased} />}
        {searched && (
          <>
            <Divider />
            <Results subjects={searched.subjects} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Can route={PRIVACY_PERMISSIONS.export}>
                <Button variant="outlined" startIcon={exporting ? <CircularProgress size={16} /> : <DownloadIcon />} disabled={exporting} onClick={() => void download()}>
                  {translate(exporting ? 'app.privacy.export.loading' : 'app.privacy.export.button')}
                </Button>
              </Can>
              {mayErase ? (
                <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setErasing(true)}>
                  {translate('app.privacy.erase.button')}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: { sm: 'center' } }} data-testid="privacy-erase-roles">
                  {eraseRolesText(translate)}
                </Typography>
              )}
            </Stack>
            {erasing && <EraseDialog person={searched.person} subjects={searched.subjects} onClose={() => setErasing(false)} onErased={onErased} />}
          </>
        )}
      </Stack>
    );
  }

  return (
    <Card component="section" aria-labelledby={TITLE_ID}>
      <CardHeader title={translate(`${T}.title`)} subheader={translate(`${T}.description`)} slotProps={{ title: { id: TITLE_ID } }} />
      <CardContent>{content}</CardContent>
    </Card>
  );
};
