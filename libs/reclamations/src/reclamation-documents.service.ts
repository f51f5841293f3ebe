import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { AuditService } from '@app/audit';
import { AppConfig, Clock, FileStorage, StoredFileMissingError, Transactional } from '@app/infrastructure';
import { acceptsUploads } from './decision-rules';
import type { UploadResultDto } from './dto/reclamation.dto';
import type { ReclamationDocument } from './entities/reclamation-document.entity';
import { Caller, INVALID_DOWNLOAD, PortalComplainant, ReclamationAccess, ReclamationCredentials } from './reclamation-access';
import type { BuyerOfComplaint } from './reclamation.repository';
import { documentDto } from './reclamation-view';
import { ReclamationRepository } from './reclamation.repository';
import { ReclamationException } from './reclamations.exception';
import { ALLOWED_KINDS_TEXT, FileKind, FileSniffer } from './uploads/file-kind';
import { sanitiseFileName } from './uploads/file-name';
import { IncomingFile, receiveFiles } from './uploads/multipart';

const MB = 1024 * 1024;
/** Files per upload request (the page sends one per request, up to 20 at once). */
export const MAX_FILES_PER_UPLOAD = 50;
/** Documents one complaint may collect. */
export const MAX_DOCUMENTS_PER_COMPLAINT = 200;

const UPLOADS_CLOSED = 'Dateien können nur hochgeladen werden, solange die Reklamation offen ist oder ein Nachweis angefordert wurde.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type StoredDocument = Omit<ReclamationDocument, 'id' | 'request' | 'requestId' | 'uploadedAt'>;

export interface DocumentDownload {
  name: string;
  mime: string;
  size: number;
  content: Readable;
}

/** Files of complaints: uploads checked by content and streamed to storage, downloads by token. */
@Injectable()
export class ReclamationDocumentsService {
  constructor(
    private readonly reclamations: ReclamationRepository,
    private readonly access: ReclamationAccess,
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /** Per file UPLOAD_MAX_MB; per request twice that. */
  get limits() {
    return { maxFileBytes: this.config.UPLOAD_MAX_MB * MB, maxTotalBytes: 2 * this.config.UPLOAD_MAX_MB * MB, maxFiles: MAX_FILES_PER_UPLOAD };
  }

  /**
   * Every file of the request or none: a refused file (type, size) removes the ones stored before it,
   * and the documents are recorded in one transaction that checks the complaint still takes uploads.
   */
  async upload(credentials: ReclamationCredentials, organisationId: number, leadId: number, request: IncomingMessage): Promise<UploadResultDto> {
    return this.uploadAs(await this.access.check(credentials, organisationId, leadId), leadId, request);
  }

  /** The buyers' portal: files (a proof, say) for the complaint about a lead sold to the user's organisation. */
  async uploadInPortal(complainant: PortalComplainant, leadId: number, request: IncomingMessage): Promise<UploadResultDto> {
    return this.uploadAs(await this.access.portal(complainant), leadId, request);
  }

  private async uploadAs({ caller, buyer }: { caller: Caller; buyer: BuyerOfComplaint }, leadId: number, request: IncomingMessage): Promise<UploadResultDto> {
    const sale = await this.reclamations.saleOf(buyer.id, leadId);
    if (!sale) throw new ReclamationException('SALE_NOT_FOUND', `Lead ${leadId} wurde nicht an ${buyer.name} verkauft.`);
    const complaint = await this.reclamations.findBySale(sale.saleId);
    if (!complaint) throw new ReclamationException('RECLAMATION_NOT_FOUND', `Zu Lead ${leadId} gibt es noch keine Reklamation. Bitte senden Sie zuerst den Reklamationsgrund.`);
    if (!acceptsUploads(complaint.status)) throw new ReclamationException('UPLOADS_CLOSED', UPLOADS_CLOSED);
    const limits = this.limits;
    if (Number(request.headers['content-length'] ?? 0) > limits.maxTotalBytes + MB) throw tooMuch(limits.maxTotalBytes);

    const stored: StoredDocument[] = [];
    let total = 0;
    const uploadedBy = caller.kind === 'staff' ? caller.actor.name : null;
    try {
      await receiveFiles(request, limits, async (file) => {
        stored.push({ ...(await this.store(file, () => total, (bytes) => (total += bytes))), uploadedBy });
      });
      return { documents: (await this.attach(complaint.id, stored)).map(documentDto) };
    } catch (error) {
      await Promise.all(stored.map((document) => this.storage.remove(document.storageKey)));
      throw error;
    }
  }

  async download(id: string, token: string): Promise<DocumentDownload> {
    const document = UUID.test(id) ? await this.reclamations.document(id.toLowerCase()) : null;
    if (!document) throw new ReclamationException('DOCUMENT_NOT_FOUND', `Dokument ${id.slice(0, 40)} gibt es nicht.`);
    const downloader = await this.access.downloader(token, document);
    if (!downloader) throw new ReclamationException('DOWNLOAD_DENIED', INVALID_DOWNLOAD);
    const content = await this.open(document.storageKey);
    // A public route has no request user: the token names who downloads (staff, or the buyer itself).
    await this.audit
      .record({
        action: 'download',
        entityType: 'reclamation-request',
        entityId: document.requestId,
        details: { documentId: document.id, leadId: document.leadId, organisationId: document.organisationId },
        actor: downloader.kind === 'staff' ? { userId: downloader.user.id, email: downloader.user.email, role: downloader.user.role } : { role: 'buyer' },
      })
      .catch((error: unknown) => {
        content.destroy();
        throw error;
      });
    return { name: document.name, mime: document.mime, size: document.size, content };
  }

  /**
   * The buyers' portal: a file of the complaint about lead `leadId` of the logged-in user's organisation
   * (the portal's route audits the download with the buyer user); any other document is not there.
   */
  async downloadInPortal(organisationId: number, leadId: number, id: string): Promise<DocumentDownload> {
    const document = UUID.test(id) ? await this.reclamations.document(id.toLowerCase()) : null;
    if (!document || document.organisationId !== organisationId || document.leadId !== leadId) {
      throw new ReclamationException('DOCUMENT_NOT_FOUND', `Dokument ${id.slice(0, 40)} gibt es nicht.`);
    }
    return { name: document.name, mime: document.mime, size: document.size, content: await this.open(document.storageKey) };
  }

  private async open(storageKey: string): Promise<Readable> {
    try {
      return await this.storage.open(storageKey);
    } catch (error) {
      if (error instanceof StoredFileMissingError) throw new ReclamationException('DOCUMENT_NOT_FOUND', 'Die Datei dieses Dokuments fehlt im Speicher.');
      throw error;
    }
  }

  /** Streams one file to storage through the size and type checks; a refusal stops it and leaves nothing stored. */
  private async store(file: IncomingFile, total: () => number, count: (bytes: number) => void): Promise<Omit<StoredDocument, 'uploadedBy'>> {
    const name = sanitiseFileName(file.name);
    const { maxFileBytes, maxTotalBytes } = this.limits;
    const sniffer = new FileSniffer();
    let kind: FileKind | null = null;
    const checked = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        count(chunk.length);
        sniffer.push(chunk);
        if (sniffer.size > maxFileBytes) return done(new ReclamationException('FILE_TOO_LARGE', `Die Datei „${name}“ ist zu groß: höchstens ${maxFileBytes / MB} MB je Datei.`));
        if (total() > maxTotalBytes) return done(tooMuch(maxTotalBytes));
        if (sniffer.refused) return done(unsupported(name));
        done(null, chunk);
      },
      flush(done) {
        if (sniffer.size === 0) return done(new ReclamationException('EMPTY_FILE', `Die Datei „${name}“ ist leer.`));
        kind = sniffer.finish();
        done(kind ? null : unsupported(name));
      },
    });
    // A refused file stops being stored; the rest of it is read past, so the parser can finish.
    checked.on('error', () => file.stream.resume());
    file.stream.on('error', (error) => checked.destroy(error));
    const saved = await this.storage.save(file.stream.pipe(checked));
    return { name, size: saved.size, mime: (kind as FileKind | null)?.mime ?? 'application/octet-stream', storageKey: saved.id };
  }

  @Transactional()
  private async attach(requestId: number, documents: StoredDocument[]): Promise<ReclamationDocument[]> {
    const [complaint] = await this.reclamations.lock([requestId]);
    if (!complaint || !acceptsUploads(complaint.status)) throw new ReclamationException('UPLOADS_CLOSED', UPLOADS_CLOSED);
    const count = await this.reclamations.countDocuments(requestId);
    if (count + documents.length > MAX_DOCUMENTS_PER_COMPLAINT) {
      throw new ReclamationException('TOO_MANY_DOCUMENTS', `Eine Reklamation kann höchstens ${MAX_DOCUMENTS_PER_COMPLAINT} Dateien haben (bisher ${count}).`);
    }
    const uploadedAt = this.clock.now();
    await this.reclamations.insertDocuments(documents.map((document) => ({ ...document, requestId, uploadedAt })));
    return (await this.reclamations.documentsOf([requestId])).get(requestId) ?? [];
  }
}

const tooMuch = (maxTotalBytes: number) => new ReclamationException('UPLOAD_TOO_LARGE', `Zu viele Daten auf einmal: höchstens ${maxTotalBytes / MB} MB je Upload.`);
const unsupported = (name: string) =>
  new ReclamationException('UNSUPPORTED_FILE_TYPE', `Die Datei „${name}“ hat kein erlaubtes Format (geprüft wird der Inhalt, nicht die Endung). Erlaubt sind: ${ALLOWED_KINDS_TEXT}.`);
