import { useRef, useState, type DragEvent } from 'react';
import { texts } from '../texts';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
}

const t = texts.reclamation;

/** 'Dateien hier ablegen': files dropped here or picked with the button (several at once). */
export function DropZone({ onFiles }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length) onFiles(files);
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };

  return (
    <div
      className={`drop-zone${over ? ' drop-zone-over' : ''}`}
      onDragEnter={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        // Leaving for a child element is no leaving.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
    >
      <svg className="drop-zone-icon" viewBox="0 0 48 48" aria-hidden="true">
        <path d="M14 34h-2a9 9 0 0 1-1-17.9A12 12 0 0 1 34.4 13 9.5 9.5 0 0 1 36 34h-2" />
        <path d="M24 40V22m-7 7 7-7 7 7" />
      </svg>
      <p className="drop-zone-title">{t.dropZone}</p>
      <p className="drop-zone-or">{t.dropZoneOr}</p>
      <input
        ref={input}
        id="reclamation-files"
        className="visually-hidden"
        type="file"
        multiple
        onChange={(event) => {
          take(event.target.files);
          // The same file may be picked again after a refusal.
          event.target.value = '';
        }}
      />
      <label htmlFor="reclamation-files" className="button button-secondary drop-zone-button">
        {t.pickFiles}
      </label>
      <p className="drop-zone-hint">{t.dropZoneHint}</p>
    </div>
  );
}
