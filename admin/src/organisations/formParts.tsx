import { useEffect, useId, useState, type ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { COUNTRIES, ORGANISATION_TYPE_LABELS, ORGANISATION_TYPES } from '@contract/organisation';
import type { AppDataProvider } from '../dataProvider/dataProvider';

/** Choices of the type select, with the back office's names (libs/contract). */
export const TYPE_CHOICES = ORGANISATION_TYPES.map((type) => ({ id: type, name: ORGANISATION_TYPE_LABELS[type] }));

/** Spec: only Deutschland (value germany). */
export const COUNTRY_CHOICES = COUNTRIES.map(({ value, label }) => ({ id: value, name: label }));

/**
 * Postal-code inputs are numeric (spec section 5): anything but digits is dropped as it is typed,
 * and a code has at most five. A text input, not type=number, which would eat the leading 0.
 */
export const digitsOnly = (value: unknown): string =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, 5);

/** A titled part of a form; a landmark region named by its heading. `anchor`: its id, for a table of contents. */
export const Section = ({ title, children, headingLevel = 'h2', anchor }: { title: string; children: ReactNode; headingLevel?: 'h2' | 'h3'; anchor?: string }) => {
  const translate = useTranslate();
  const id = useId();
  return (
    <Box component="section" id={anchor} aria-labelledby={id} sx={{ width: '100%', mt: 2, mb: 1 }}>
      <Typography id={id} variant={headingLevel === 'h2' ? 'h6' : 'subtitle1'} component={headingLevel} sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};

export const Cell = ({ md = 4, children }: { md?: number; children: ReactNode }) => (
  <Grid size={{ xs: 12, md }}>{children}</Grid>
);

export const Row = ({ children }: { children: ReactNode }) => (
  <Grid container columnSpacing={2} sx={{ width: '100%' }}>
    {children}
  </Grid>
);

/** The data provider with the organisation screens' extra calls (Pipedrive lists, geodata, funnel). */
export const useOrganisationApi = () => useDataProvider<AppDataProvider>();

/** The text of a failed call: the server's German reason, or a translation key for a generic one. */
export function useErrorText() {
  const translate = useTranslate();
  return (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : 'ra.notification.http_error';
    return translate(message, { _: message });
  };
}

/** `value`, once it stopped changing for `delay` ms (so typing a token does not call Pipedrive per key). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
