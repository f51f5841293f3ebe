import { texts } from '../texts';
import { documentHref, formatFileSize, type ReclamationDocument } from './reclamationState';
import type { UploadItem } from './useUploads';

const t = texts.reclamation;

interface DocumentTableProps {
  documents: ReclamationDocument[];
  /** The token of the download links; without one the names are shown without links. */
  token: string | null;
}

/** The table 'Datei': every uploaded document, each a download link. */
export function DocumentTable({ documents, token }: DocumentTableProps) {
  if (!documents.length) return <p className="documents-empty">{t.noDocuments}</p>;
  return (
    <table className="documents">
      <thead>
        <tr>
          <th scope="col">{t.fileColumn}</th>
          <th scope="col" className="documents-size">
            {t.sizeColumn}
          </th>
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id}>
            <td className="documents-name">
              {token ? (
                <a href={documentHref(document, token)} download={document.name}>
                  {document.name}
                </a>
              ) : (
                document.name
              )}
            </td>
            <td className="documents-size">{formatFileSize(document.size)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The files of the running upload, each with its progress, or the reason it was refused. */
export function UploadList({ items }: { items: UploadItem[] }) {
  if (!items.length) return null;
  return (
    <ul className="uploads" aria-label={t.uploadsLabel}>
      {items.map((item) => (
        <li key={item.key} className={`upload upload-${item.state}`}>
          <span className="upload-name">{item.name}</span>
          {item.state === 'failed' ? (
            <span className="upload-error" role="alert">
              {item.error}
            </span>
          ) : (
            <>
              <span
                className="progress upload-progress"
                role="progressbar"
                aria-label={item.name}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={item.percent}
              >
                <span className="progress-bar" style={{ width: `${item.percent}%` }} />
              </span>
              <span className="upload-state">{item.state === 'done' ? t.uploaded : t.uploading(item.percent)}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
