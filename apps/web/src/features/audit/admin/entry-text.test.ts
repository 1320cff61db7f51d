import { describe, expect, it } from 'vitest';
import { describeFields, describeTarget } from './entry-text';

describe('describeFields', () => {
  it('lists the names of the fields an update sent', () => {
    expect(describeFields(['status', 'title'])).toBe('status, title');
  });
  it('gives the counts of an erase', () => {
    expect(describeFields({ consultations: 2, emails: 0 })).toBe('consultations: 2, emails: 0');
  });
  it('shows a dash when there is nothing', () => {
    expect(describeFields(null)).toBe('—');
    expect(describeFields([])).toBe('—');
    expect(describeFields({})).toBe('—');
  });
});

describe('describeTarget', () => {
  it('joins the type and the id', () => {
    expect(describeTarget({ target_type: 'blog', target_id: '12' })).toBe('blog 12');
  });
  it('keeps what there is', () => {
    expect(describeTarget({ target_type: 'person', target_id: null })).toBe('person');
    expect(describeTarget({ target_type: null, target_id: null })).toBe('—');
  });
});
