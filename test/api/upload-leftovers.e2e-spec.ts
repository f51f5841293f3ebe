import { Logger } from '@nestjs/common';
import { existsSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FileStorage, LocalDiskStorage, StoredFileSweep } from '@app/infrastructure';
import { Organisation } from '@app/organisations';
import { ReclamationLinks } from '@app/sales';
import { insertLead, insertOrganisation, insertSale } from '../factories';
import { startTestApp, TestApp } from '../support/test-app';

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9, 0x20)]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refused upload leaves no file behind (issue 18, section 6: 13 of 16 refused 51-file uploads did). */
describe('Complaint uploads leave nothing behind', () => {
  let t: TestApp;
  let buyer: Organisation;
  let token: string;
  let directory: string;

  /** Every file under the upload directory, finished or partial. */
  const storedFiles = () =>
    readdirSync(directory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  /** The file count once no upload is writing any more (a refused request is answered before its last file is closed). */
  const settledFiles = async () => {
    let last = -1;
    for (;;) {
      await sleep(150);
      const now = storedFiles().length;
      if (now === last) return now;
      last = now;
    }
  };
  const complaint = async () => {
    const { id: leadId } = await insertLead(t);
    await insertSale(t, { leadId, organisationId: buyer.id });
    await t.http.post('/public-api/reclamationrequest').query({ token }).send({ lId: leadId, oId: buyer.id, content: 'Kunde hat nie angefragt' }).expect(200);
    return leadId;
  };
  const upload = (leadId: number, files: Buffer[]) => {
    const call = t.http.post(`/public-api/reclamationrequest/upload/${buyer.id}/${leadId}`).query({ token });
    files.forEach((content, index) => call.attach('file', content, { filename: `beleg-${index}.pdf`, contentType: 'application/pdf' }));
    return call;
  };

  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_MAX_MB: '1' });
    directory = (t.app.get(FileStorage) as LocalDiskStorage).directory;
    buyer = await insertOrganisation(t, { name: 'Belegsammler GmbH' });
    token = t.app.get(ReclamationLinks).organisationToken(buyer);
  });
  afterAll(() => t.close());

  it('refuses 51 files with 413 and keeps none of them, every time', async () => {
    const leadId = await complaint();
    const before = await settledFiles();
    for (let attempt = 0; attempt < 8; attempt++) {
      const { body } = await upload(leadId, Array.from({ length: 51 }, () => pdf(40_000))).expect(413);
      expect(body.error).toBe('Höchstens 50 Dateien auf einmal hochladen.');
    }
    expect(await settledFiles()).toBe(before);
    expect((await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200)).body.documents).toEqual([]);
  });

  it('keeps nothing of a request whose later file is too large', async () => {
    const leadId = await complaint();
    const before = await settledFiles();
    for (let attempt = 0; attempt < 4; attempt++) {
      await upload(leadId, [pdf(300_000), pdf(300_000), pdf(1024 * 1024 + 1)]).expect(413);
    }
    expect(await settledFiles()).toBe(before);
  });

  it('keeps the files of an accepted upload', async () => {
    const leadId = await complaint();
    const before = await settledFiles();
    const { body } = await upload(leadId, [pdf(5000), pdf(6000)]).expect(201);
    expect(body.documents).toHaveLength(2);
    expect(await settledFiles()).toBe(before + 2);
  });

  describe('the daily sweep', () => {
    const pathOf = (id: string) => join(directory, id.slice(0, 2), id);
    const age = (path: string, hours: number) => {
      const at = new Date(Date.now() - hours * 3600_000);
      utimesSync(path, at, at);
    };
    afterEach(() => jest.restoreAllMocks());

    it('removes stored files no row names once they are an hour old, and cut-off partial files; logs its counts', async () => {
      const storage = t.app.get(FileStorage);
      const leadId = await complaint();
      const recorded = (await upload(leadId, [pdf(5000)]).expect(201)).body.documents[0] as { id: string };
      const [recordedKey] = await t.db.query(`SELECT storage_key FROM reclamation_document WHERE id = $1`, [recorded.id]);
      const lost = await storage.save(Readable.from([Buffer.from('nach einem Absturz nie eingetragen')]));
      const young = await storage.save(Readable.from([Buffer.from('Upload läuft noch')]));
      const partial = `${pathOf(lost.id).slice(0, -36)}00000000-0000-4000-8000-000000000000.part`;
      writeFileSync(partial, 'halb geschrieben');
      const growing = `${pathOf(lost.id).slice(0, -36)}00000000-0000-4000-8000-000000000001.part`;
      writeFileSync(growing, 'wird gerade geschrieben');
      for (const path of [pathOf(recordedKey.storage_key), pathOf(lost.id), partial]) age(path, 2);
      const logged = jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);

      const result = await t.app.get(StoredFileSweep).sweep();

      expect(result).toMatchObject({ removed: 1, abandoned: 1 });
      expect(existsSync(pathOf(lost.id))).toBe(false);
      expect(existsSync(partial)).toBe(false);
      expect(existsSync(pathOf(recordedKey.storage_key))).toBe(true);
      expect(existsSync(pathOf(young.id))).toBe(true);
      expect(existsSync(growing)).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Verwaiste Dateien entfernt: 1, abgebrochene Uploads entfernt: 1'));
      // The recorded document still downloads for its complaint.
      expect((await t.http.get(`/public-api/reclamationrequest/${buyer.id}/${leadId}`).query({ token }).expect(200)).body.documents).toHaveLength(1);
    });
  });
});
