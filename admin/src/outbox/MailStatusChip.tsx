import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusChip } from './outbox';

export const MailStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const chip = statusChip(status);
  return <Chip size="small" label={translate(chip.label)} color={chip.color} variant="outlined" />;
};
