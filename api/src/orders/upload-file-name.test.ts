import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, uploadFileName } from './upload-file-name';

describe('uploadFileName', () => {
  it('keeps an ordinary name as it is, accents and spaces included', () => {
    expect(uploadFileName('acme-leads.csv')).toBe('acme-leads.csv');
    expect(uploadFileName('Clients Québec 2026.csv')).toBe('Clients Québec 2026.csv');
  });

  it('drops folders of either kind of path', () => {
    expect(uploadFileName('/home/ada/lists/acme.csv')).toBe('acme.csv');
    expect(uploadFileName('C:\\Users\\ada\\acme.csv')).toBe('acme.csv');
    expect(uploadFileName('../../etc/passwd.csv')).toBe('passwd.csv');
  });

  it('removes control and direction-override characters, and replaces what Windows refuses', () => {
    expect(uploadFileName('report\u202Evsc.exe')).toBe('reportvsc.exe');
    expect(uploadFileName('a\r\nb\u0000.csv')).toBe('ab.csv');
    expect(uploadFileName('q1: "best" <leads>?.csv')).toBe('q1_ _best_ _leads__.csv');
  });

  it('collapses spaces, drops leading dots, and answers null when nothing is left', () => {
    expect(uploadFileName('  my   list .csv ')).toBe('my list .csv');
    expect(uploadFileName('.hidden.csv')).toBe('hidden.csv');
    expect(uploadFileName('...')).toBeNull();
    expect(uploadFileName('/')).toBeNull();
    expect(uploadFileName('')).toBeNull();
    expect(uploadFileName(undefined)).toBeNull();
  });

  it('cuts a long name to 255 characters, keeping its extension', () => {
    const name = uploadFileName(`${'é'.repeat(400)}.csv`);
    expect([...(name ?? '')]).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name?.endsWith('é.csv')).toBe(true);
  });
});
