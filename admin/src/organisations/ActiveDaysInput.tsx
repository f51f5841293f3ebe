import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { TimeInput } from '../inputs';
import { WEEK_DAY_LABELS, WEEK_DAYS, type ActiveDay } from '@contract/organisation';
import { all, endAfterStart, formatEndTime, parseEndTime, validEndTime, validQuarterHour } from './organisationValidation';

/** Spec section 9: the time inputs step 900 seconds (15 minutes). */
const TIME_STEP_SECONDS = 900;
const TIME_SLOT_PROPS = { inputLabel: { shrink: true }, htmlInput: { step: TIME_STEP_SECONDS } };
const validateEnd = all(validEndTime, endAfterStart);

const DayRow = ({ index, weekDay }: { index: number; weekDay: ActiveDay['weekDay'] }) => {
  const labelId = useId();
  const source = `conditions.activeDays.${index}`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}
    >
      <Typography id={labelId} sx={{ width: 110 }}>
        {WEEK_DAY_LABELS[weekDay]}
      </Typography>
      <BooleanInput source={`${source}.active`} label="app.organisations.active_days.active" helperText={false} />
      <TimeInput
        source={`${source}.startTime`}
        label="app.organisations.active_days.start"
        validate={validQuarterHour}
        slotProps={TIME_SLOT_PROPS}
        helperText={false}
        sx={{ width: 140 }}
      />
      <TimeInput
        source={`${source}.endTime`}
        label="app.organisations.active_days.end"
        validate={validateEnd}
        format={formatEndTime}
        parse={parseEndTime}
        slotProps={TIME_SLOT_PROPS}
        helperText={false}
        sx={{ width: 140 }}
      />
    </Box>
  );
};

/**
 * Spec: seven rows (Montag to Sonntag), each with a switch and start and end time. Leads arrive
 * only within an active day's window (Europe/Berlin).
 */
export const ActiveDaysInput = () => {
  const translate = useTranslate();
  const days = useWatch({ name: 'conditions.activeDays' }) as ActiveDay[] | undefined;
  // The server always stores seven days in week order; the week order is the fallback.
  const weekDays = Array.isArray(days) && days.length === WEEK_DAYS.length ? days.map((day) => day.weekDay) : WEEK_DAYS;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {weekDays.map((weekDay, index) => (
        <DayRow key={weekDay} index={index} weekDay={weekDay} />
      ))}
      <Typography variant="caption" color="text.secondary">
        {translate('app.organisations.active_days.midnight_hint')}
      </Typography>
    </Box>
  );
};
