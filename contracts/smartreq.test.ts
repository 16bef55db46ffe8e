import { describe, expect, it } from 'vitest';
import { measurementTypeFor, shouldUpdateMemberName, visiblePlanSteps } from './smartreq.ts';
import { isSafeUrl, sanitiseMarkdown } from './markdown-safety.ts';

describe('measurement types (seed 001 section 9)', () => {
  it('given a question set, then 5 by default, 2 and the hidden 6 accepted, assessment types refused', () => {
    expect(measurementTypeFor('questions', undefined)).toBe(5);
    expect(measurementTypeFor('questions', 2)).toBe(2);
    expect(measurementTypeFor('questions', 6)).toBe(6);
    expect(measurementTypeFor('questions', 7)).toBeUndefined();
  });
  it('given a questionnaire, then 1 by default, 7 accepted, question types refused; other kinds take none', () => {
    expect(measurementTypeFor('assessment', null)).toBe(1);
    expect(measurementTypeFor('assessment', 7)).toBe(7);
    expect(measurementTypeFor('assessment', 5)).toBeUndefined();
    expect(measurementTypeFor('video', undefined)).toBeNull();
    expect(measurementTypeFor('video', 1)).toBeUndefined();
  });
  it('given a plan, then steps holding a measurement type 6 activity are dropped from the view', () => {
    const steps = [
      { name: 'a', activities: [{ measurement_type_id: 5 }] },
      { name: 'b', activities: [{ measurement_type_id: null }, { measurement_type_id: 6 }] },
      { name: 'c', activities: [] },
    ];
    expect(visiblePlanSteps(steps).map((s) => s.name)).toEqual(['a', 'c']);
  });
});

describe('team member names (seed 001 section 5)', () => {
  it('given only some of first name, last name and user id, then names are not updated', () => {
    expect(shouldUpdateMemberName({ user_id: 3, first_name: 'A', last_name: 'B' })).toBe(true);
    expect(shouldUpdateMemberName({ user_id: 3, first_name: 'A' })).toBe(false);
    expect(shouldUpdateMemberName({ first_name: 'A', last_name: 'B' })).toBe(false);
    expect(shouldUpdateMemberName({ user_id: 3, first_name: '', last_name: 'B' })).toBe(false);
  });
});

describe('markdown safety', () => {
  it('given link targets, then only relative, http(s), mailto and tel pass, however the scheme is disguised', () => {
    for (const safe of ['https://a.test', 'http://a.test', 'mailto:x@a.test', 'tel:+1', '/jobs', '#top', 'page.html'])
      expect(isSafeUrl(safe), safe).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:x',
      ' java\tscript:x',
      'java&#115;cript:x',
      'javascript&colon;x',
      'data:text/html,x',
      'vbscript:x',
      '<javascript:x>',
    ]) {
      expect(isSafeUrl(bad), bad).toBe(false);
    }
  });

  it('given raw HTML, then tags, scripts and comments go and their text stays', () => {
    expect(sanitiseMarkdown('a <b onclick="x()">bold</b> c')).toBe('a bold c');
    expect(sanitiseMarkdown('x<script>alert(1)</script>y')).toBe('xy');
    expect(sanitiseMarkdown('<img src=x onerror="window.__xss=1">')).toBe('');
    expect(sanitiseMarkdown('a <!-- hidden --> b')).toBe('a  b');
    expect(sanitiseMarkdown('<img src=x onerror=alert(1)')).toBe('\\<img src=x onerror=alert(1)');
  });

  it('given markdown links, then unsafe targets become # and safe ones stay', () => {
    expect(sanitiseMarkdown('[x](javascript:alert(1))')).toBe('[x](#)');
    expect(sanitiseMarkdown('![i](javascript:alert(1) "t")')).toBe('![i](# "t")');
    expect(sanitiseMarkdown('[ok](https://a.test/p_(1))')).toBe('[ok](https://a.test/p_(1))');
    expect(sanitiseMarkdown('[r]: javascript:alert(1)')).toBe('[r]: #');
    expect(sanitiseMarkdown('see <https://a.test> and <javascript:alert(1)>')).toBe('see <https://a.test> and ');
    expect(sanitiseMarkdown('**Bold** _it_ 3 < 4 and 5 > 2')).toBe('**Bold** _it_ 3 < 4 and 5 > 2');
  });
});
