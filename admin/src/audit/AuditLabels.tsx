import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { actionLabelKey, entityPath, entityText, type AuditEntry } from './audit';

/** The action's German name, or the server's word for one without. */
export const ActionLabel = ({ action }: { action: string }) => {
  const translate = useTranslate();
  const key = actionLabelKey(action);
  return <>{key ? translate(key) : action}</>;
};

/** 'Lead 17' or 'Einstellungen: Sicherheit', linked to the object's page when it has one. */
export const EntityLabel = ({ entry }: { entry: Pick<AuditEntry, 'entityType' | 'entityId'> }) => {
  const translate = useTranslate();
  const text = entityText(entry, translate);
  const path = entityPath(entry);
  return path ? (
    <Link component={RouterLink} to={path} onClick={(event) => event.stopPropagation()}>
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
};
