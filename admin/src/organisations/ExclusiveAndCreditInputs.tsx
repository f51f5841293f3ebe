import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import { formatMoney } from '@contract/format';
import { MoneyInput } from '../inputs';
import { Cell, Row } from './formParts';
import { validAmount } from './organisationValidation';
import type { OrganisationDetail } from '../dataProvider/apiTypes';

/**
 * 'Exklusive Leads' with its price, and the 'Kreditlimit' with how much of it is used (issue 30 §1, §5). Both
 * prices may stay empty: no own exclusive price (the price list decides), no credit limit.
 */
export const ExclusiveAndCreditInputs = () => {
  const record = useRecordContext<OrganisationDetail>();
  const translate = useTranslate();
  const credit = record?.credit;
  const usage = credit
    ? translate('app.organisations.hints.credit_used', { used: formatMoney(credit.used), limit: formatMoney(credit.limit), percent: credit.percent })
    : translate('app.organisations.hints.credit_limit');
  return (
    <Row>
      <Cell>
        <BooleanInput source="exclusiveLeads" helperText="app.organisations.hints.exclusive_leads" />
      </Cell>
      <Cell>
        <MoneyInput source="exclusiveLeadSellCost" validate={validAmount} helperText="app.organisations.hints.exclusive_price" fullWidth />
      </Cell>
      <Cell>
        <MoneyInput source="creditLimit" validate={validAmount} helperText={usage} fullWidth />
      </Cell>
    </Row>
  );
};
