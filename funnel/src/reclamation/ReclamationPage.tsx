import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDate } from '@contract/format';
import { RECLAMATION_REASONS, reclamationReason } from '@contract/reclamation-reasons';
import type { ApiFailure, ApiResult } from '../api';
import { PageShell } from '../layout/PageShell';
import { navigate, useLocation } from '../router';
import { texts } from '../texts';
import { TextField } from '../ui/TextField';
import { DocumentTable, UploadList } from './DocumentTable';
import { DropZone } from './DropZone';
import { fetchReclamation, fileReclamation, storedStaffToken, uploadDocument, type ReclamationAccess } from './reclamationApi';
import {
  canFile,
  canUpload,
  cleanLeadId,
  downloadToken,
  linkTokenFrom,
  MAX_REASON_LENGTH,
  mergeDocuments,
  reasonProblem,
  showsAnswer,
  type PublicReclamationDto,
  type ReclamationDocument,
} from './reclamationState';
import { useUploads } from './useUploads';
import './reclamation.css';

interface ReclamationPageProps {
  /** The buying organisation, from the path '/reclamation/:orgaId'. */
  orgaId: string;
  /** From the query parameter `lead`; empty when it is missing. */
  leadId: string;
}

const t = texts.reclamation;

type Load =
  | { state: 'idle' }
  | { state: 'loading'; leadId: string }
  | { state: 'loaded'; view: PublicReclamationDto }
  | { state: 'failed'; leadId: string; message: string; retry: boolean };

/** The German text for a failed load or filing; a 403 is handled before (the link is invalid). */
function failureMessage(failure: ApiFailure, fallback: string): string {
  if (failure.status === 429) return t.tooManyRequests;
  if (failure.status === 404) return failure.error ?? t.notFound;
  if (failure.status >= 400 && failure.status < 500 && failure.error) return failure.error;
  return fallback;
}

/** A status line: the German label as a badge, and what it means for the buyer. */
function StatusLine({ view }: { view: PublicReclamationDto }) {
  return (
    <div className={`recla-status recla-status-${view.status}`} role="status">
      <span className="recla-status-label">{t.statusLabel}:</span>
      <span className="recla-status-badge">{t.status[view.status]}</span>
      <p className="recla-status-hint">{t.statusHint[view.status]}</p>
    </div>
  );
}

/**
 * 'Art der Reklamation': the catalogue's reasons (optional), and what proof the chosen one needs (also while staff
 * ask for it; no longer once it is decided).
 */
function ReasonSelect({ value, disabled, decided, onChange }: { value: string; disabled: boolean; decided: boolean; onChange: (code: string) => void }) {
  const chosen = reclamationReason(value);
  const hint = chosen ? t.proof(chosen.proof) : disabled ? null : t.reasonCodeHint;
  return (
    <div className="field">
      <label className="field-label" htmlFor="recla-reason-code">
        {t.reasonCode}
      </label>
      <select
        id="recla-reason-code"
        className="input select"
        value={value}
        disabled={disabled}
        aria-describedby={hint && !decided ? 'recla-reason-code-hint' : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t.reasonCodeNone}</option>
        {RECLAMATION_REASONS.map((reason) => (
          <option key={reason.code} value={reason.code}>
            {reason.text}
          </option>
        ))}
      </select>
      {hint && !decided && (
        <p id="recla-reason-code-hint" className={`field-hint${chosen ? ' recla-proof' : ''}`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/**
 * The complaint page of a buying organisation (spec section 2): the request for one lead, filed
 * without login through the link of a delivery mail (`?lead=…&token=…`), or by a logged-in staff
 * user; after filing, files as proof.
 */
export function ReclamationPage({ orgaId, leadId }: ReclamationPageProps) {
  const { searchParams } = useLocation();
  const [link] = useState(() => linkTokenFrom(searchParams));
  const [staffToken, setStaffToken] = useState(storedStaffToken);
  // The calls read the token here, so a token dropped after a 401 does not re-create them (and re-run the first load).
  const staffTokenNow = useRef(staffToken);
  const staff = staffToken !== null;

  const [leadInput, setLeadInput] = useState(leadId);
  const [leadError, setLeadError] = useState<string | null>(null);
  const [load, setLoad] = useState<Load>(() => (cleanLeadId(leadId) ? { state: 'loading', leadId: cleanLeadId(leadId)! } : { state: 'idle' }));
  // The server's German reason when the link was refused (403); '' when it gave none.
  const [invalidLink, setInvalidLink] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonCode, setReasonCode] = useState('');
  const [reasonTouched, setReasonTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const running = useRef<AbortController | null>(null);

  /**
   * Runs a call with the staff token, and once more without it when the server no longer takes it
   * (a session that ended in the back office): the link token alone may still be enough.
   */
  const withAccess = useCallback(
    async <T,>(call: (access: ReclamationAccess) => Promise<ApiResult<T>>): Promise<ApiResult<T>> => {
      const access: ReclamationAccess = { orgaId, link, staffToken: staffTokenNow.current };
      const result = await call(access);
      if (result.ok || result.status !== 401 || !access.staffToken) return result;
      staffTokenNow.current = null;
      setStaffToken(null);
      return call({ ...access, staffToken: null });
    },
    [orgaId, link],
  );

  const show = useCallback((view: PublicReclamationDto) => {
    setLoad({ state: 'loaded', view });
    setReason(view.content.request);
    setReasonCode(view.reasonCode ?? '');
    setReasonTouched(false);
  }, []);

  /** Loads the request of a lead; the caller has shown 'loading' already. */
  const fetchLead = useCallback(
    async (wanted: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const result = await withAccess((current) => fetchReclamation(current, wanted, controller.signal));
      if (controller.signal.aborted) return;
      if (result.ok) show(result.data);
      else if (result.status === 403) setInvalidLink(result.error ?? '');
      else setLoad({ state: 'failed', leadId: wanted, message: failureMessage(result, t.loadFailed), retry: result.status === 0 || result.status >= 500 || result.status === 429 });
    },
    [withAccess, show],
  );

  const initialLead = useRef(cleanLeadId(leadId));
  useEffect(() => {
    if (initialLead.current) void fetchLead(initialLead.current);
    return () => running.current?.abort();
  }, [fetchLead]);

  const shownLead = load.state === 'idle' ? '' : load.state === 'loaded' ? String(load.view.leadId) : load.leadId;

  /** A different lead typed: its request loads, and the address keeps it for a reload. */
  const openLead = (typed: string) => {
    const wanted = cleanLeadId(typed);
    if (!typed.trim()) {
      setLeadError(t.leadIdRequired);
      return;
    }
    if (!wanted) {
      setLeadError(t.leadIdInvalid);
      return;
    }
    setLeadError(null);
    if (wanted === shownLead && load.state !== 'failed') return;
    setNotice(null);
    setLoad({ state: 'loading', leadId: wanted });
    const params = new URLSearchParams(window.location.search);
    params.set('lead', wanted);
    navigate(`${window.location.pathname}?${params}`, { replace: true });
    void fetchLead(wanted);
  };

  const view = load.state === 'loaded' ? load.view : null;
  const editable = view ? canFile(view, staff) : false;
  const problem = reasonProblem(reason, staff);
  const reasonMessage =
    problem === 'tooLong' ? t.reasonTooLong(MAX_REASON_LENGTH, reason.length) : problem === 'required' && reasonTouched ? t.reasonRequired : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!view || !editable || submitting) return;
    setReasonTouched(true);
    if (problem) return;
    setSubmitting(true);
    setNotice(null);
    const wasFiled = view.exists;
    const result = await withAccess((current) => fileReclamation(current, String(view.leadId), reason, reasonCode || null));
    setSubmitting(false);
    if (result.ok) {
      show(result.data);
      // A rule may accept it at once (issue 31): the buyer reads why, not the invitation to upload proof.
      const decided = result.data.status === 'approved' ? result.data.decidedBy : undefined;
      setNotice({ kind: 'success', text: decided ? t.autoAccepted(decided.text) : wasFiled ? t.updated : t.filed });
    } else if (result.status === 403) setInvalidLink(result.error ?? '');
    else setNotice({ kind: 'error', text: failureMessage(result, t.fileFailed) });
  };

  const leadOfView = view ? String(view.leadId) : '';
  const upload = useCallback(
    (file: File, onProgress: (share: number) => void) => withAccess((current) => uploadDocument(current, leadOfView, file, onProgress)),
    [withAccess, leadOfView],
  );
  const stored = useCallback((documents: ReclamationDocument[]) => {
    setLoad((current) =>
      current.state === 'loaded' ? { state: 'loaded', view: { ...current.view, documents: mergeDocuments(current.view.documents, documents) } } : current,
    );
  }, []);
  // Spec section 7: after uploading, the request is read again (its list and status as stored).
  const reread = useCallback(() => {
    if (!leadOfView) return;
    void withAccess((current) => fetchReclamation(current, leadOfView)).then((result) => {
      if (result.ok) setLoad((current) => (current.state === 'loaded' && current.view.leadId === result.data.leadId ? { state: 'loaded', view: result.data } : current));
    });
  }, [withAccess, leadOfView]);
  const uploads = useUploads(upload, stored, reread);

  if (invalidLink !== null) {
    return (
      <PageShell title={t.title(shownLead)}>
        <div className="alert alert-error recla-invalid" role="alert">
          <p className="recla-invalid-heading">{t.invalidLink.heading}</p>
          <p>{invalidLink || t.invalidLink.text}</p>
          <p>{t.invalidLink.help}</p>
        </div>
      </PageShell>
    );
  }

  const token = downloadToken(link, staffToken);

  return (
    <PageShell title={t.title(shownLead)}>
      {/* No request yet, no status: 'Offen' before anything was filed would only confuse the buyer. */}
      {view?.exists ? <StatusLine view={view} /> : null}
      <p className="page-intro recla-intro">
        {view?.organisationName && view.leadBought ? t.boughtBy(view.organisationName, formatDate(view.leadBought)) : t.intro}
      </p>

      <form className="recla-form" onSubmit={submit} noValidate>
        <TextField
          id="recla-lead"
          label={t.leadId}
          value={leadInput}
          placeholder={t.leadIdPlaceholder}
          required
          error={leadError ?? undefined}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          onChange={(value) => {
            setLeadInput(value);
            setLeadError(null);
          }}
          onBlur={() => openLead(leadInput)}
        />

        {load.state === 'loading' && (
          <p className="loading" role="status">
            {t.loadingRequest}
          </p>
        )}
        {load.state === 'failed' && (
          <div className="alert alert-error" role="alert">
            <p>{load.message}</p>
            {load.retry && (
              <button type="button" className="button button-secondary" onClick={() => openLead(load.leadId)}>
                {texts.retry}
              </button>
            )}
          </div>
        )}

        {view && (
          <>
            {showsAnswer(view) && (
              <section className={`recla-answer recla-answer-${view.status}`} aria-labelledby="recla-answer-heading">
                <h2 id="recla-answer-heading">{t.answerHeading}</h2>
                <p>{view.content.answer}</p>
              </section>
            )}

            <ReasonSelect value={reasonCode} disabled={!editable} decided={view.status === 'approved' || view.status === 'rejected'} onChange={setReasonCode} />

            <div className="field">
              <label className="field-label" htmlFor="recla-reason">
                {t.reason}
                {!staff && editable && (
                  <span className="field-required" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              <textarea
                id="recla-reason"
                className="input textarea"
                value={reason}
                placeholder={t.reasonPlaceholder}
                rows={6}
                disabled={!editable}
                aria-required={!staff || undefined}
                aria-invalid={reasonMessage ? true : undefined}
                aria-describedby={reasonMessage ? 'recla-reason-error' : 'recla-reason-count'}
                onChange={(event) => setReason(event.target.value)}
                onBlur={() => setReasonTouched(true)}
              />
              {reasonMessage ? (
                <p id="recla-reason-error" className="field-error">
                  {reasonMessage}
                </p>
              ) : (
                editable && (
                  <p id="recla-reason-count" className="field-hint recla-count">
                    {t.reasonCount(reason.length, MAX_REASON_LENGTH)}
                  </p>
                )
              )}
            </div>

            {view.status === 'open' && view.deadline && (
              <p className={view.deadlinePassed && !staff ? 'alert alert-error' : 'recla-deadline'}>
                {view.deadlinePassed && !staff ? t.deadlinePassed(formatDate(view.deadline)) : t.deadline(formatDate(view.deadline))}
              </p>
            )}

            {editable && (
              <>
                {staff ? (
                  <p className="recla-note">{t.staffHint}</p>
                ) : (
                  <ul className="recla-explanations">
                    {t.explanations.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
                <button type="submit" className="button button-large" disabled={submitting}>
                  {submitting ? t.submitting : staff ? t.submitStaff : t.submitVisitor}
                </button>
              </>
            )}

            {notice && (
              <p className={`alert ${notice.kind === 'success' ? 'alert-success' : 'alert-error'}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
                {notice.text}
              </p>
            )}
          </>
        )}
      </form>

      {view?.exists && (
        <section className="recla-documents" aria-labelledby="recla-documents-heading">
          <h2 id="recla-documents-heading">{t.documentsHeading}</h2>
          {canUpload(view) && <DropZone onFiles={(files) => void uploads.add(files)} />}
          <UploadList items={uploads.items} />
          <DocumentTable documents={view.documents} token={token} />
        </section>
      )}
    </PageShell>
  );
}
