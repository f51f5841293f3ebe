import { createElement, Fragment } from 'react';
import { Form } from 'react-admin';
import { renderAs } from '../testing/render';
import { MoneyInput, PercentInput } from './MoneyInput';
import { formatMoney, parseMoney } from './money';
import { normaliseTime } from './time';
import { TimeInput } from './TimeInput';

describe('parseMoney', () => {
  it.each([
    ['42,50', 42.5],
    ['42,5', 42.5],
    ['42', 42],
    ['0,99', 0.99],
    [',5', 0.5],
    ['42,', 42],
    ['1.234,56', 1234.56],
    ['12.345.678,9', 12345678.9],
    [' 42,50 € ', 42.5],
    ['42.50', 42.5],
    ['42.5', 42.5],
    ['1.234', 1234],
    ['-3,20', -3.2],
    ['-0,88 %', -0.88],
    ['1,27%', 1.27],
  ])('reads %j as %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['', '  ', 'abc', '42,50,1', '1.23.456', '12.34,5', '4 2x', ',', '-'])('does not take %j for an amount', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows an amount with a decimal comma and two places', () => {
    expect(formatMoney(42.5)).toBe('42,50');
    expect(formatMoney(1234)).toBe('1234,00');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30');
  });

  it('shows nothing for no amount and keeps text as typed', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('42,5x')).toBe('42,5x');
  });

  it('shows rates the same way, a negative one with its minus', () => {
    expect(formatMoney(1.27)).toBe('1,27');
    expect(formatMoney(-0.88)).toBe('-0,88');
  });

  it('reads back what it shows', () => {
    for (const amount of [0, 0.5, 42.5, 1234.56, 99999.99]) expect(parseMoney(formatMoney(amount))).toBe(amount);
  });
});

describe('normaliseTime', () => {
  it.each([
    ['08:30', '08:30'],
    ['8:30', '08:30'],
    ['8.30', '08:30'],
    ['830', '08:30'],
    ['0830', '08:30'],
    ['8', '08:00'],
    ['17', '17:00'],
    ['00:00', '00:00'],
    [' 23:45 ', '23:45'],
    ['24:00', '24:00'],
  ])('reads %j as %j', (text, time) => {
    expect(normaliseTime(text)).toBe(time);
  });

  it.each(['', '12:00 AM', '25:00', '24:15', '08:60', '8:3', '123456', 'acht'])('does not take %j for a time', (text) => {
    expect(normaliseTime(text)).toBeNull();
  });
});

describe('the inputs of a stored record', () => {
  /** The shown value of each named input of rendered HTML. */
  const shown = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input(\s[^>]*?)\/?>/g)].flatMap(([, attributes]) => {
        const name = /\sname="([^"]*)"/.exec(attributes)?.[1];
        return name ? [[name, /\svalue="([^"]*)"/.exec(attributes)?.[1] ?? '']] : [];
      }),
    );

  it('show amounts and rates with the decimal comma and times as HH:MM, in any browser language (the form after a reload)', () => {
    const record = { id: 1, leadSellCost: 42.5, leadBuyCost: 1234.5, rate: -0.88, startTime: '07:45' };
    const html = renderAs(
      'admin',
      createElement(Form, {
        record,
        children: createElement(
          Fragment,
          null,
          createElement(MoneyInput, { source: 'leadSellCost' }),
          createElement(MoneyInput, { source: 'leadBuyCost' }),
          createElement(PercentInput, { source: 'rate' }),
          createElement(TimeInput, { source: 'startTime' }),
        ),
      }),
    );
    expect(shown(html)).toEqual({ leadSellCost: '42,50', leadBuyCost: '1234,50', rate: '-0,88', startTime: '07:45' });
    // Text fields with a numeric keyboard, not the browser's number and time inputs, which read '42,50' in English as 4250.
    expect(html).not.toMatch(/type="(number|time)"/);
    expect(html).toContain('inputMode="decimal"');
    expect(html).toContain('inputMode="numeric"');
  });
});
