import { describe, expect, it } from 'vitest';
import {
  adminConsultationQuerySchema,
  adminContactQuerySchema,
  consultationStatusUpdateSchema,
  consultationsCsv,
  contactsCsv,
  csvCell,
  csvFileName,
  toCsv,
} from './admin-leads';

import type { Consultation } from './consultation';
import type { ContactMessage } from './contact';

describe('csvCell', () => {
  it('leaves plain values alone and writes empty cells for missing ones', () => {
    expect(csvCell('Asha Verma')).toBe('Asha Verma');
    expect(csvCell(72.5)).toBe('72.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes commas, quotes and line breaks per RFC 4180', () => {
    expect(csvCell('Pune, India')).toBe('"Pune, India"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+91 98111 22334', "'+91 98111 22334"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
  ])('neutralises a formula start: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('only looks at the first character', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(' =1')).toBe(' =1');
  });
});

describe('toCsv', () => {
  it('writes a header and CRLF-terminated lines', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { n: string; a: number | null }) => r.n },
        { header: 'Age, years', value: (r) => r.a },
      ],
      [
        { n: 'A', a: 1 },
        { n: '=B', a: null },
      ],
    );
    expect(csv).toBe('Name,"Age, years"\r\nA,1\r\n\'=B,\r\n');
  });

  it('exports consultations and contacts with readable headers and neutralised visitor text', () => {
    const consultation: Consultation = {
      id: 7,
      name: '=cmd|"/c calc"!A1',
      email: 'a@example.com',
      phone: '+91 98111 22334',
      age: 31,
      goal: 'weight_gain',
      current_weight: 55.5,
      target_weight: null,
      health_conditions: null,
      message: 'Hi, there',
      status: 'pending',
      attribution: {
        source: 'instagram',
        medium: 'social',
        campaign: '=spring',
        referrer: 'https://l.instagram.com/',
        landing_page: '/blog/3',
      },
      created_at: '2025-01-02T03:04:05.000Z',
      updated_at: '2025-01-02T03:04:05.000Z',
    };
    const lines = consultationsCsv([consultation]).split('\r\n');
    expect(lines[0]).toBe(
      'ID,Name,Email,Phone,Goal,Age,Current Weight (kg),Target Weight (kg),Health Conditions,Message,Status,Created At,Source,Medium,Campaign,Referrer,Landing Page',
    );
    expect(lines[1]).toBe(
      `7,"'=cmd|""/c calc""!A1",a@example.com,'+91 98111 22334,Weight Gain,31,55.5,,,"Hi, there",pending,2025-01-02T03:04:05.000Z,instagram,social,'=spring,https://l.instagram.com/,/blog/3`,
    );

    const contact: ContactMessage = {
      id: 3,
      name: 'Dev',
      email: 'dev@example.com',
      phone: null,
      subject: '@attack',
      message: 'Line 1\nLine 2',
      status: 'new',
      attribution: null,
      created_at: '2025-01-02T03:04:05.000Z',
      updated_at: '2025-01-02T03:04:05.000Z',
    };
    expect(contactsCsv([contact])).toBe(
      'ID,Name,Email,Phone,Subject,Message,Status,Received At,Source,Medium,Campaign,Referrer,Landing Page\r\n' +
        `3,Dev,dev@example.com,,'@attack,"Line 1\nLine 2",new,2025-01-02T03:04:05.000Z,,,,,\r\n`,
    );
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('contacts', new Date('2025-03-09T23:00:00Z'))).toBe('contacts-2025-03-09.csv');
  });
});

describe('lead list queries', () => {
  it('defaults the page and page size, treats empty filters as absent, and names a bad status', () => {
    expect(adminConsultationQuerySchema.parse({ status: '', search: ' ' })).toEqual({
      page: 1,
      per_page: 10,
      search: '',
    });
    expect(adminContactQuerySchema.parse({ page: '2', status: 'read', search: ' dev ' })).toEqual({
      page: 2,
      per_page: 10,
      status: 'read',
      search: 'dev',
    });
    const bad = adminContactQuerySchema.safeParse({ status: 'pending' });
    expect(bad.error?.issues[0]?.message).toBe('Status must be one of new, read, replied');
    expect(consultationStatusUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Status is required');
    expect(consultationStatusUpdateSchema.parse({ status: 'contacted' })).toEqual({ status: 'contacted' });
  });
});
