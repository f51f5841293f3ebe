import {
  canFile,
  canUpload,
  cleanLeadId,
  documentHref,
  downloadToken,
  formatFileSize,
  linkTokenFrom,
  mergeDocuments,
  normaliseStatus,
  reasonProblem,
  runLimited,
  showsAnswer,
  toReclamation,
  tokenQuery,
  type PublicReclamationDto,
  type ReclamationStatus,
} from './reclamationState';

describe('the server answer', () => {
  /** `GET /public-api/reclamationrequest/{orgaId}/{leadId}` as the server declares it (its OpenAPI document). */
  const filed: PublicReclamationDto = {
    exists: true,
    id: 12,
    status: 'proofRequired',
    content: { request: 'Kunde nicht erreichbar', answer: 'Bitte Gesprächsnachweis' },
    documents: [{ id: 'a1', name: 'anruf.mp3', size: 2048 }],
    leadId: 4711,
    organisationId: 7,
    organisationName: 'Solarhaus Nord',
    leadBought: '2026-03-02T10:00:00.000Z',
    deadline: '2026-03-16T10:00:00.000Z',
    deadlinePassed: false,
  };

  it('keeps the server’s answer as it is declared: request and answer in content, the lead id a number', () => {
    expect(toReclamation(filed, '1')).toEqual(filed);
  });

  it('drops documents it cannot show and reads what is missing as "no request yet", with the lead id asked for', () => {
    const documents = [...filed.documents, { id: 'a2', name: 'x' }, { name: 'ohne-id.pdf' }, 'kaputt'];
    expect(toReclamation({ ...filed, documents }, '1').documents).toEqual([
      { id: 'a1', name: 'anruf.mp3', size: 2048 },
      { id: 'a2', name: 'x', size: 0 },
    ]);
    expect(toReclamation({ exists: false, id: null, status: 'open', content: { request: '', answer: null }, documents: [] }, '815')).toEqual({
      exists: false,
      id: null,
      status: 'open',
      content: { request: '', answer: null },
      documents: [],
      leadId: 815,
      organisationId: 0,
      organisationName: '',
      leadBought: '',
      deadline: '',
      deadlinePassed: false,
    });
    expect(toReclamation(null, '815')).toMatchObject({ exists: false, status: 'open', leadId: 815, content: { request: '', answer: null } });
  });

  it('counts any status it does not know as open (spec section 4)', () => {
    expect(normaliseStatus('approved')).toBe('approved');
    expect(normaliseStatus('inProgress')).toBe('inProgress');
    expect(normaliseStatus('proofRequired')).toBe('proofRequired');
    expect(normaliseStatus('archived')).toBe('open');
    expect(normaliseStatus(undefined)).toBe('open');
  });
});

describe('the link token', () => {
  it('prefers the organisation token and falls back to the old per-lead sig', () => {
    expect(linkTokenFrom(new URLSearchParams('lead=1&token=abc&sig=old'))).toEqual({ kind: 'token', value: 'abc' });
    expect(linkTokenFrom(new URLSearchParams('lead=1&sig=old'))).toEqual({ kind: 'sig', value: 'old' });
    expect(linkTokenFrom(new URLSearchParams('lead=1&token=%20'))).toBeNull();
  });

  it('goes on every call under the name the link used', () => {
    expect(tokenQuery({ kind: 'token', value: 'abc' })).toEqual({ token: 'abc' });
    expect(tokenQuery({ kind: 'sig', value: 'old' })).toEqual({ sig: 'old' });
    expect(tokenQuery(null)).toEqual({});
  });

  it('signs download links with the organisation token, else the staff token, else the sig', () => {
    expect(downloadToken({ kind: 'token', value: 'orga' }, 'staff')).toBe('orga');
    expect(downloadToken({ kind: 'sig', value: 'sig' }, 'staff')).toBe('staff');
    expect(downloadToken({ kind: 'sig', value: 'abc' }, null)).toBe('sig.abc');
    expect(downloadToken(null, null)).toBeNull();
    expect(documentHref({ id: 'd 1', name: 'Foto Dach.jpg' }, 'a/b')).toBe('/download/reclamationrequest/document/d%201/a%2Fb/Foto%20Dach.jpg');
  });
});

describe('who may change what', () => {
  it('takes a lead id of digits only', () => {
    expect(cleanLeadId(' 4711 ')).toBe('4711');
    expect(cleanLeadId('47a')).toBeNull();
    expect(cleanLeadId('')).toBeNull();
  });

  it('needs a reason from a visitor, not from staff, and at most 5,000 characters from both', () => {
    expect(reasonProblem('  ', false)).toBe('required');
    expect(reasonProblem('', true)).toBeNull();
    expect(reasonProblem('Falsche Telefonnummer', false)).toBeNull();
    expect(reasonProblem('x'.repeat(5000), false)).toBeNull();
    expect(reasonProblem('x'.repeat(5001), true)).toBe('tooLong');
  });

  it('files only while open; a visitor not after the deadline, staff even then', () => {
    expect(canFile({ status: 'open', deadlinePassed: false }, false)).toBe(true);
    expect(canFile({ status: 'open', deadlinePassed: true }, false)).toBe(false);
    expect(canFile({ status: 'open', deadlinePassed: true }, true)).toBe(true);
    for (const status of ['inProgress', 'approved', 'rejected', 'proofRequired'] as const) {
      expect(canFile({ status, deadlinePassed: false }, true)).toBe(false);
    }
  });

  it('takes files once a request exists, while open or proof is requested', () => {
    expect(canUpload({ exists: false, status: 'open' })).toBe(false);
    expect(canUpload({ exists: true, status: 'open' })).toBe(true);
    expect(canUpload({ exists: true, status: 'proofRequired' })).toBe(true);
    expect(canUpload({ exists: true, status: 'inProgress' })).toBe(false);
    expect(canUpload({ exists: true, status: 'approved' })).toBe(false);
    expect(canUpload({ exists: true, status: 'rejected' })).toBe(false);
  });

  it('shows the staff answer once decided or proof is asked for', () => {
    const answered = (status: ReclamationStatus, answer: string | null) => ({ status, content: { request: 'Nicht erreichbar', answer } });
    expect(showsAnswer(answered('approved', 'Akzeptiert'))).toBe(true);
    expect(showsAnswer(answered('rejected', 'Abgelehnt'))).toBe(true);
    expect(showsAnswer(answered('proofRequired', 'Nachweis benötigt'))).toBe(true);
    expect(showsAnswer(answered('inProgress', 'Akzeptiert'))).toBe(false);
    expect(showsAnswer(answered('approved', null))).toBe(false);
  });
});

describe('documents', () => {
  it('keeps files an earlier parallel answer did not know yet', () => {
    const a = { id: 'a', name: 'a.pdf', size: 1 };
    const b = { id: 'b', name: 'b.pdf', size: 1 };
    const c = { id: 'c', name: 'c.pdf', size: 1 };
    expect(mergeDocuments([a, c], [a, b])).toEqual([a, b, c]);
    expect(mergeDocuments([], [a])).toEqual([a]);
  });

  it('gives sizes in German', () => {
    expect(formatFileSize(0)).toBe('');
    expect(formatFileSize(512)).toBe('512\u00a0Byte');
    expect(formatFileSize(1536)).toBe('1,5\u00a0KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5\u00a0MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250\u00a0MB');
  });

  it('runs at most the limit at once, and a failure does not stop the others', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await runLimited(Array.from({ length: 45 }, (_, i) => i), 20, async (item) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 1));
      running -= 1;
      if (item === 3) throw new Error('abgelehnt');
      done.push(item);
    });
    expect(most).toBe(20);
    expect(done).toHaveLength(44);
  });
});
