import { domainToASCII } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyKey, standardizeCompany } from './company';
import { toCountryCode } from './country';
import { splitFullName, standardizeName } from './person-name';
import { toSeniority } from './seniority';
import { toStateCode } from './us-ca-states';
import { toWebDomain } from './web-domain';

describe('names', () => {
  it.each([
    ['mcdonald', 'McDonald'],
    ["O'BRIEN", "O'Brien"],
    ['VAN DER BERG', 'van der Berg'],
    ['  jean-luc  ', 'Jean-Luc'],
    ['macleod', 'MacLeod'],
    ['mack', 'Mack'],
    ["d'angelo", "d'Angelo"],
    ['DeShawn', 'DeShawn'],
  ])('%j → %j', (raw, standard) => {
    expect(standardizeName(raw)).toBe(standard);
  });

  it('splits full names', () => {
    expect(splitFullName('Dr. Jane A. Smith Jr.')).toEqual({ first: 'Jane', last: 'Smith' });
    expect(splitFullName('Smith, Jane')).toEqual({ first: 'Jane', last: 'Smith' });
    expect(splitFullName('Ludwig van Beethoven')).toEqual({ first: 'Ludwig', last: 'van Beethoven' });
  });
});

describe('companies', () => {
  it.each([
    ['ACME HOLDINGS INCORPORATED', 'Acme Holdings Inc.'],
    ['acme inc', 'Acme Inc.'],
    ['Siemens Aktiengesellschaft', 'Siemens Aktiengesellschaft'],
    ['Beispiel gmbh', 'Beispiel GmbH'],
    ['IBM Corp', 'IBM Corp.'],
    ['globex, llc', 'Globex LLC'],
  ])('%j → %j', (raw, standard) => {
    expect(standardizeCompany(raw)).toBe(standard);
  });

  it('matches companies without their legal form', () => {
    expect(companyKey('The Acme Company, Inc.')).toBe(companyKey('ACME CO'));
  });
});

describe('countries', () => {
  it.each([
    ['USA', 'US'],
    ['United States of America', 'US'],
    ['U.K.', 'GB'],
    ['Deutschland', 'DE'],
    ['Allemagne', 'DE'],
    ['Österreich', 'AT'],
    ['España', 'ES'],
    ['Schweiz', 'CH'],
    ['NLD', 'NL'],
    ['fr', 'FR'],
  ])('%j → %s', (raw, code) => {
    expect(toCountryCode(raw)).toBe(code);
  });

  it('returns nothing for a non-country', () => {
    expect(toCountryCode('Mars')).toBeUndefined();
  });
});

describe('states and provinces', () => {
  it('knows US states and Canadian provinces by code and name', () => {
    expect(toStateCode('california', 'US')).toBe('CA');
    expect(toStateCode('Calif.', undefined)).toBe('CA');
    expect(toStateCode('Québec', 'CA')).toBe('QC');
    expect(toStateCode('ON', undefined)).toBe('ON');
    expect(toStateCode('Bavaria', 'DE')).toBeUndefined();
  });
});

describe('web domains', () => {
  it.each([
    ['https://www.Acme.com/about?x=1', 'acme.com'],
    ['acme.co.uk', 'acme.co.uk'],
    ['www2.example.org/', 'example.org'],
    ['not a url', ''],
  ])('%j → %j', (raw, domain) => {
    expect(toWebDomain(raw)).toBe(domain);
  });

  // The URL parser's reading, which the shortcut for plain hosts must never contradict.
  const byUrlParser = (value: string): string => {
    let text = value.trim().toLowerCase();
    if (text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1);
    if (!text) return '';
    if (!/^[a-z][a-z0-9+.-]*:\/\//.test(text)) text = `http://${text}`;
    let host: string;
    try {
      host = domainToASCII(new URL(text).hostname);
    } catch {
      return '';
    }
    host = host.replace(/^www\d?\./, '').replace(/\.$/, '');
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) ? host : '';
  };

  it('reads every host as the URL parser does', () => {
    const hosts = [
      'acme.com',
      'www.acme.io',
      'www3.a-b.co.uk',
      'xn--bcher-kva.de',
      'xn--zz.com',
      'a.123',
      '10.0.0.1',
      'acme.0x1f',
      'acme.0xg',
      '-acme-.com',
      'www.com',
      'acme.com.',
      'ACME.COM',
      'acme..com',
      'bücher.de',
      'ac me.com',
    ];
    const wrappers = [
      '%s',
      'http://%s',
      'https://%s/',
      'HTTPS://%s?q=1',
      'ftp://%s',
      '%s:8080',
      '%s/path with space',
      '%s#top',
      ' %s ',
      'mailto:x@%s',
      '%s\\x',
      'http://%s\t/',
    ];
    for (const host of hosts) {
      for (const wrapper of wrappers) {
        const cell = wrapper.replace('%s', host);
        expect([cell, toWebDomain(cell)]).toEqual([cell, byUrlParser(cell)]);
      }
    }
  });
});

describe('seniority', () => {
  it.each([
    ['Chief Executive Officer', 'c_level'],
    ['VP, Sales', 'vp'],
    ['Vice President of Marketing', 'vp'],
    ['Co-Founder', 'owner'],
    ['Head of Growth', 'director'],
    ['Directeur commercial', 'director'],
    ['Geschäftsführer', 'c_level'],
    ['Sales Manager', 'manager'],
    ['Senior Software Engineer', 'senior'],
    ['Account Executive', 'individual'],
    ['Marketing Intern', 'entry'],
    ['Wizard', 'unknown'],
  ])('%j → %s', (title, bucket) => {
    expect(toSeniority(title)).toBe(bucket);
  });
});
