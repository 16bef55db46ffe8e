import { describe, expect, it } from 'vitest';
import {
  dayIn,
  formatDay,
  formatMoney,
  formatOfferValue,
  formatOfferValues,
  isCurrencyCode,
  offerNumber,
} from './offer-value-format.ts';

// Intl writes French and some Spanish groups with (narrow) no-break spaces; compare with plain ones.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('offer amounts in the letter’s language and the company’s currency', () => {
  it('given a whole amount, then it prints without decimals, grouped the language’s way, with the currency', () => {
    expect(formatMoney(52000, 'en', 'USD')).toBe('$52,000');
    expect(plain(formatMoney(52000, 'es', 'USD'))).toBe('52.000 US$');
    expect(plain(formatMoney(52000, 'fr', 'USD'))).toBe('52 000 $US');
    expect(formatMoney(52000, 'en', 'EUR')).toBe('€52,000');
    expect(plain(formatMoney(52000, 'es', 'EUR'))).toBe('52.000 €');
    expect(plain(formatMoney(52000, 'fr', 'EUR'))).toBe('52 000 €');
  });

  it('given cents, then the currency’s decimals show; a currency without decimals rounds', () => {
    expect(formatMoney(52000.5, 'en', 'USD')).toBe('$52,000.50');
    expect(plain(formatMoney(52000.5, 'fr', 'EUR'))).toBe('52 000,50 €');
    expect(plain(formatMoney(1234.4, 'en', 'JPY'))).toBe('¥1,234');
  });

  it('given what a recruiter types, then commas and spaces are grouping and anything else is not a number', () => {
    expect(offerNumber('52,000')).toBe(52000);
    expect(offerNumber(' 52 000.5 ')).toBe(52000.5);
    expect(offerNumber('lots')).toBeUndefined();
    expect(offerNumber('')).toBeUndefined();
  });
});

describe('offer dates and numbers', () => {
  it('given a calendar day, then it is written out in the language, the same day whatever the zone', () => {
    expect(formatDay('2027-01-04', 'en')).toBe('January 4, 2027');
    expect(formatDay('2027-01-04', 'es')).toBe('4 de enero de 2027');
    expect(formatDay('2027-01-04', 'fr')).toBe('4 janvier 2027');
    expect(formatDay('04/01/2027', 'en')).toBeUndefined();
  });

  it('given an instant, then the letter’s day is the company’s zone’s day', () => {
    const lateEvening = new Date('2027-01-05T03:30:00Z');
    expect(dayIn(lateEvening, 'America/Chicago')).toBe('2027-01-04');
    expect(dayIn(lateEvening, 'Europe/Madrid')).toBe('2027-01-05');
    expect(dayIn(lateEvening, 'Not/AZone')).toBe('2027-01-05');
  });

  it('given each field type, then money, numbers and dates are formatted, text and choices and unreadable values stay as typed', () => {
    expect(plain(formatOfferValue('number', '37.5', 'fr', 'EUR'))).toBe('37,5');
    expect(formatOfferValue('number', '1234567', 'en', 'EUR')).toBe('1,234,567');
    expect(formatOfferValue('text', '52000', 'en', 'USD')).toBe('52000');
    expect(formatOfferValue('choice', 'year', 'en', 'USD')).toBe('year');
    expect(formatOfferValue('money', 'about 50k', 'en', 'USD')).toBe('about 50k');
    expect(formatOfferValue(undefined, '52000', 'en', 'USD')).toBe('52000');
    expect(
      formatOfferValues(
        { salary: '52000', start: '2027-01-04', note: 'x' },
        { currency: 'GBP', types: { salary: 'money', start: 'date' }, time_zone: 'Europe/London' },
        'en',
      ),
    ).toEqual({ salary: '£52,000', start: 'January 4, 2027', note: 'x' });
  });

  it('given a currency code, then only one Intl knows is accepted', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('usd')).toBe(false);
  });
});
